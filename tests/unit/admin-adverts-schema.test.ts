import { describe, expect, it } from 'vitest'
import { AdvertFieldsSchema, SlotAdvertFieldsSchema } from '../../shared/schemas/admin-adverts'
import { SponsorFieldsSchema } from '../../shared/schemas/admin-sponsors'

// Issue 19 §6: the forms and the API refuse the same advert and sponsor bodies, each at its field.

const slotAdvert = {
  slotId: 'footerSlot1',
  advertName: 'Kit launch',
  advertRef: '',
  campaignRef: '',
  url: '/shop',
  enabled: true,
  channel: 'web',
  childFriendly: true,
  startUTC: '2026-03-01T00:00:00Z',
  endUTC: '2026-03-31T00:00:00Z',
  mobileImageKey: 'uploads/2026/03/kit.png',
  desktopImageKey: '',
  position: 0,
}

const advert = {
  kind: 'other',
  placement: '',
  title: 'Season tickets',
  url: 'https://tickets.example.com',
  enabled: true,
  channel: '',
  childFriendly: true,
  startUTC: '2026-03-01T00:00:00Z',
  endUTC: '2026-03-31T00:00:00Z',
  position: 0,
  mobileImageKey: 'uploads/2026/03/mpu.png',
  mobileImageSize: 'mpu',
  desktopImageKey: '',
  desktopImageSize: 'banner',
  feedImageKey: '',
}

const fieldsRefused = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.path.join('.')) ?? [])

describe('slot advert fields', () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['a valid booking', {}, []],
    ['an end before the start', { endUTC: '2026-02-01T00:00:00Z' }, ['endUTC']],
    ['an end equal to the start', { endUTC: '2026-03-01T00:00:00Z' }, ['endUTC']],
    ['a javascript: link', { url: 'javascript:alert(1)' }, ['url']],
    ['an http link', { url: 'http://shop.example.com' }, ['url']],
    ['no mobile picture', { mobileImageKey: '' }, ['mobileImageKey']],
    ['a picture key climbing out', { desktopImageKey: '../secrets.png' }, ['desktopImageKey']],
    ['an unknown slot', { slotId: 'headerSlot' }, ['slotId']],
    ['an unknown channel', { channel: 'tv' }, ['channel']],
    ['a date without a zone', { startUTC: '2026-03-01T00:00:00' }, ['startUTC']],
  ]
  it.each(cases)('%s', (_name, change, refused) => {
    expect(fieldsRefused(SlotAdvertFieldsSchema.safeParse({ ...slotAdvert, ...change }))).toEqual(refused)
  })
})

describe('page and feed advert fields', () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['a page advert with its mobile picture', {}, []],
    ['a page advert without it', { mobileImageKey: '' }, ['mobileImageKey']],
    ['a feed advert without its feed picture', { kind: 'aggregated-feed', mobileImageKey: '' }, ['feedImageKey']],
    ['a feed advert with it', { kind: 'aggregated-feed', mobileImageKey: '', feedImageKey: 'uploads/2026/03/feed.png' }, []],
    ['a placement with spaces', { placement: 'news page' }, ['placement']],
  ]
  it.each(cases)('%s', (_name, change, refused) => {
    expect(fieldsRefused(AdvertFieldsSchema.safeParse({ ...advert, ...change }))).toEqual(refused)
  })
})

describe('sponsor fields', () => {
  const sponsor = {
    rowId: 1,
    title: 'Alder Bakery',
    adminName: 'Alder',
    campaignId: '',
    mediaLibraryId: '',
    url: 'https://alder.example.com',
    imageKey: 'uploads/2026/03/alder.png',
    published: true,
    forcedOrder: 0,
    childFriendly: true,
  }
  it.each([
    ['a valid sponsor', {}, []],
    ['a data: link', { url: 'data:text/html,hi' }, ['url']],
    ['a protocol-relative link', { url: '//evil.example.com' }, ['url']],
    ['no logo', { imageKey: '' }, ['imageKey']],
    ['a negative order', { forcedOrder: -1 }, ['forcedOrder']],
  ] as Array<[string, Record<string, unknown>, string[]]>)('%s', (_name, change, refused) => {
    expect(fieldsRefused(SponsorFieldsSchema.safeParse({ ...sponsor, ...change }))).toEqual(refused)
  })
})
