import { describe, expect, it } from 'vitest'
import {
  type AdvertDisplayState,
  type AdvertEligibility,
  advertEligibility,
  advertDisplayState,
  type AdvertRotationState,
  advertRotationState,
  pickAtRandom,
  pickedAdvertState,
} from '../../shared/rules/advert-eligibility'

const advert = { url: 'https://shop.example', imageKey: 'adverts/a.svg', childFriendly: true }

describe('advertDisplayState follows SPEC §5 (destination URL, image key, child-friendly check)', () => {
  it.each<[string, typeof advert, boolean, AdvertDisplayState]>([
    ['a complete child-friendly advert, mode on', advert, true, 'eligible'],
    ['a complete child-friendly advert, mode off', advert, false, 'eligible'],
    ['not child friendly, mode on', { ...advert, childFriendly: false }, true, 'notChildFriendly'],
    ['not child friendly, mode off', { ...advert, childFriendly: false }, false, 'eligible'],
    ['no destination URL', { ...advert, url: '' }, false, 'missingUrl'],
    ['a blank destination URL', { ...advert, url: '  ' }, false, 'missingUrl'],
    ['no image key', { ...advert, imageKey: '' }, false, 'missingImage'],
    ['no URL and not child friendly: the URL is reported first', { ...advert, url: '', childFriendly: false }, true, 'missingUrl'],
  ])('%s', (_name, input, childFriendlyMode, expected) => {
    expect(advertDisplayState(input, { childFriendlyMode })).toBe(expected)
  })
})

const slot = { enabled: true, channel: 'web', startUTC: '2026-01-01T00:00:00.000Z', endUTC: '2026-12-31T23:59:59.000Z' }
const now = new Date('2026-11-22T12:00:00.000Z')

describe('advertRotationState follows SPEC §5 (enabled, inside start and end, channel empty or web)', () => {
  it.each<[string, typeof slot, AdvertRotationState]>([
    ['enabled web advert in its dates', slot, 'eligible'],
    ['channel empty', { ...slot, channel: '' }, 'eligible'],
    ['app channel', { ...slot, channel: 'app' }, 'otherChannel'],
    ['disabled', { ...slot, enabled: false }, 'disabled'],
    ['not started', { ...slot, startUTC: '2026-11-23T00:00:00.000Z' }, 'notStarted'],
    ['ended', { ...slot, endUTC: '2026-11-22T11:59:59.000Z' }, 'ended'],
    ['starts exactly now', { ...slot, startUTC: now.toISOString() }, 'eligible'],
    ['ends exactly now', { ...slot, endUTC: now.toISOString() }, 'eligible'],
    ['starts 1 ms from now', { ...slot, startUTC: '2026-11-22T12:00:00.001Z' }, 'notStarted'],
    ['ended 1 ms ago', { ...slot, endUTC: '2026-11-22T11:59:59.999Z' }, 'ended'],
    ['a one-instant window, now', { ...slot, startUTC: now.toISOString(), endUTC: now.toISOString() }, 'eligible'],
    ['a window written with an offset (13:00+01:00 is 12:00 UTC)', { ...slot, endUTC: '2026-11-22T13:00:00.000+01:00' }, 'eligible'],
    ['the same clock time in +01:00 ends an hour earlier', { ...slot, endUTC: '2026-11-22T12:59:59.999+01:00' }, 'ended'],
    ['channel "app"', { ...slot, channel: 'app' }, 'otherChannel'],
    ['channel "WEB" (values are exact)', { ...slot, channel: 'WEB' }, 'otherChannel'],
    ['channel " web" (no trimming)', { ...slot, channel: ' web' }, 'otherChannel'],
    ['an unreadable start date', { ...slot, startUTC: 'next week' }, 'badDates'],
    ['an empty end date', { ...slot, endUTC: '' }, 'badDates'],
    ['an end before the start', { ...slot, startUTC: '2026-12-01T00:00:00.000Z', endUTC: '2026-11-01T00:00:00.000Z' }, 'badDates'],
    ['disabled wins over bad dates', { ...slot, enabled: false, endUTC: 'x' }, 'disabled'],
  ])('%s', (_name, input, expected) => {
    expect(advertRotationState(input, now)).toBe(expected)
  })
})

describe('pickedAdvertState: an advert in a cached page is shown until its window ends (SPEC §5)', () => {
  it.each<[string, string, 'shown' | 'ended']>([
    ['ends later', '2026-12-31T23:59:59.000Z', 'shown'],
    ['ends exactly now (the edge belongs to the window)', now.toISOString(), 'shown'],
    ['ended 1 ms ago', '2026-11-22T11:59:59.999Z', 'ended'],
    ['ended yesterday', '2026-11-21T12:00:00.000Z', 'ended'],
    ['an end with an offset, the same instant', '2026-11-22T13:00:00.000+01:00', 'shown'],
    ['an unreadable end', 'soon', 'ended'],
  ])('%s', (_name, endUTC, expected) => {
    expect(pickedAdvertState({ endUTC }, now)).toBe(expected)
  })
})

describe('pickAtRandom (SPEC §4.8: one eligible advert at random)', () => {
  it.each([
    [[], 0.5, null],
    [['a'], 0.99, 'a'],
    [['a', 'b', 'c'], 0, 'a'],
    [['a', 'b', 'c'], 0.34, 'b'],
    [['a', 'b', 'c'], 0.999999, 'c'],
    [['a', 'b', 'c'], 1, 'c'],
  ])('%j with random %d → %s', (items, r, expected) => {
    expect(pickAtRandom(items, () => r)).toBe(expected)
  })
})

describe('advertEligibility: rotation then display, the one rule for every advert caller', () => {
  const full = { ...slot, ...advert }
  it.each<[string, Parameters<typeof advertEligibility>[0], boolean, AdvertEligibility]>([
    ['a complete web advert in its window, child-friendly mode on', full, true, 'eligible'],
    ['the same, mode off', full, false, 'eligible'],
    ['not child friendly, mode on', { ...full, childFriendly: false }, true, 'notChildFriendly'],
    ['not child friendly, mode off', { ...full, childFriendly: false }, false, 'eligible'],
    ['out of its window and with no URL: the window is reported', { ...full, endUTC: '2026-01-02T00:00:00.000Z', url: '' }, false, 'ended'],
    ['in its window with no URL', { ...full, url: '' }, false, 'missingUrl'],
    ['in its window with no image key', { ...full, imageKey: '' }, false, 'missingImage'],
    ['app channel, child friendly', { ...full, channel: 'app' }, true, 'otherChannel'],
    ['disabled', { ...full, enabled: false }, false, 'disabled'],
    ['an advert with no window (footer v1) only meets the display rule', advert, true, 'eligible'],
    ['an advert with no window and no image', { ...advert, imageKey: '' }, true, 'missingImage'],
    ['a window with its start missing', { ...advert, endUTC: slot.endUTC }, false, 'badDates'],
  ])('%s', (_name, input, childFriendlyMode, expected) => {
    expect(advertEligibility(input, { childFriendlyMode }, now)).toBe(expected)
  })
})
