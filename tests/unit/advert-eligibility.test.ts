import { describe, expect, it } from 'vitest'
import {
  type AdvertDisplayState,
  advertDisplayState,
  type AdvertRotationState,
  advertRotationState,
  pickAtRandom,
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
  ])('%s', (_name, input, expected) => {
    expect(advertRotationState(input, now)).toBe(expected)
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
