import { describe, expect, it } from 'vitest'
import { type PageAdvertPick, type PageAdvertPlacement, pickPageAdvert } from '../../shared/rules/page-advert'
import type { Advert } from '../../shared/types/advert'

// SPEC §3 "Advert (other)", §5 display rules: which advert an in-page slot shows.

function advert(advertID: number, placement: string, extra: { childFriendly?: boolean; url?: string; mobileKey?: string } = {}): Advert {
  const mobile = { key: extra.mobileKey ?? `adverts/${advertID}-mobile.jpg`, imageSize: 'mpu' as const }
  return {
    advertID,
    advertTitle: `Advert ${advertID}`,
    childFriendly: extra.childFriendly ?? true,
    placement,
    advertData: { url: extra.url ?? '/shop', images: { mobile, desktop: { key: `adverts/${advertID}-desktop.jpg`, imageSize: 'banner' } } },
  }
}

const ARTICLE_1 = advert(1, 'news-article')
const ARTICLE_2 = advert(2, 'news-article')
const MATCHES_3 = advert(3, 'matches')
const ANYWHERE_4 = advert(4, '')
const ANYWHERE_5 = advert(5, '')
const ARTICLE_GROWN_UP = advert(6, 'news-article', { childFriendly: false })
const ARTICLE_NO_URL = advert(7, 'news-article', { url: ' ' })
const ARTICLE_NO_IMAGE = advert(8, 'news-article', { mobileKey: '' })
const OTHER_PLACE = advert(9, 'home-page')

type Expected = { state: PageAdvertPick['state']; advertID?: number }

describe('pickPageAdvert: the placement first, then anywhere, each through the §5 display check', () => {
  it.each<[string, Advert[], PageAdvertPlacement, boolean, number, Expected]>([
    ['one for the placement', [ARTICLE_1, MATCHES_3], 'news-article', true, 0, { state: 'forPlacement', advertID: 1 }],
    ['the other placement’s own', [ARTICLE_1, MATCHES_3], 'matches', true, 0, { state: 'forPlacement', advertID: 3 }],
    [
      'the placement’s beats anywhere, whatever the order',
      [ANYWHERE_4, ARTICLE_2],
      'news-article',
      true,
      0,
      { state: 'forPlacement', advertID: 2 },
    ],
    [
      'random low: the first of the placement’s',
      [ARTICLE_1, ANYWHERE_4, ARTICLE_2],
      'news-article',
      true,
      0,
      { state: 'forPlacement', advertID: 1 },
    ],
    [
      'random high: the last of the placement’s',
      [ARTICLE_1, ANYWHERE_4, ARTICLE_2],
      'news-article',
      true,
      0.99,
      { state: 'forPlacement', advertID: 2 },
    ],
    ['none for the placement: anywhere fills it', [MATCHES_3, ANYWHERE_4], 'news-article', true, 0, { state: 'anywhere', advertID: 4 }],
    ['anywhere, picked at random too', [ANYWHERE_4, ANYWHERE_5], 'matches', true, 0.99, { state: 'anywhere', advertID: 5 }],
    ['another page’s placement never fills it', [OTHER_PLACE, MATCHES_3], 'news-article', true, 0, { state: 'noneEligible' }],
    ['no adverts at all', [], 'matches', false, 0, { state: 'noneEligible' }],
    [
      'not child friendly, mode on: hidden, anywhere instead',
      [ARTICLE_GROWN_UP, ANYWHERE_4],
      'news-article',
      true,
      0,
      { state: 'anywhere', advertID: 4 },
    ],
    ['not child friendly, mode on, nothing else', [ARTICLE_GROWN_UP], 'news-article', true, 0, { state: 'noneEligible' }],
    [
      'not child friendly, mode off: shown',
      [ARTICLE_GROWN_UP, ANYWHERE_4],
      'news-article',
      false,
      0,
      { state: 'forPlacement', advertID: 6 },
    ],
    ['no destination URL: skipped', [ARTICLE_NO_URL, ARTICLE_1], 'news-article', false, 0, { state: 'forPlacement', advertID: 1 }],
    ['no mobile image: skipped', [ARTICLE_NO_IMAGE], 'news-article', false, 0, { state: 'noneEligible' }],
    [
      'broken ones only, with anywhere left',
      [ARTICLE_NO_URL, ARTICLE_NO_IMAGE, ANYWHERE_5],
      'news-article',
      false,
      0.5,
      { state: 'anywhere', advertID: 5 },
    ],
  ])('%s', (_name, adverts, placement, childFriendlyMode, random, expected) => {
    const pick = pickPageAdvert(adverts, { placement, childFriendlyMode }, () => random)
    expect({ state: pick.state, advertID: 'advert' in pick ? pick.advert.advertID : undefined }).toEqual({
      advertID: undefined,
      ...expected,
    })
  })

  it('every eligible advert of the placement can be picked, and nothing else', () => {
    const adverts = [ARTICLE_1, ANYWHERE_4, ARTICLE_2, ARTICLE_GROWN_UP, MATCHES_3]
    const picked = new Set<number>()
    for (let step = 0; step < 10; step++) {
      const pick = pickPageAdvert(adverts, { placement: 'news-article', childFriendlyMode: true }, () => step / 10)
      if (pick.state !== 'noneEligible') picked.add(pick.advert.advertID)
    }
    expect([...picked].sort()).toEqual([1, 2])
  })
})
