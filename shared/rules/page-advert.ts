/**
 * Which "Advert (other)" (SPEC §3) an in-page advert slot shows: the news
 * article's and the fixtures page's banner. The browser asks GET
 * /api/experiments/data (§7) after load, so an edge-cached page never carries
 * an advert past its window, and picks here.
 *
 * Our reading where the spec is silent: an advert booked for this placement
 * comes first; one booked for '' (anywhere on the site) fills the slot only
 * when none is. Among those, one at random (as the footer's, §4.8). Every one
 * must pass the §5 display check (destination URL, mobile image, child-friendly
 * mode) again on this side: the server already applied it, but a response the
 * browser kept from before the visitor turned child-friendly mode on must not
 * show a grown-up advert.
 */
import type { Advert } from '../types/advert'
import { advertDisplayState, pickAtRandom } from './advert-eligibility'

/** Where on the site an in-page advert goes (the adverts table's placement values). */
export type PageAdvertPlacement = 'news-article' | 'matches'

/** An advert's placement that fits every slot. */
export const ANYWHERE = ''

export type PageAdvertPick = { state: 'forPlacement'; advert: Advert } | { state: 'anywhere'; advert: Advert } | { state: 'noneEligible' }

export function pickPageAdvert(
  adverts: readonly Advert[],
  slot: { placement: PageAdvertPlacement; childFriendlyMode: boolean },
  random: () => number = Math.random,
): PageAdvertPick {
  const shown = adverts.filter(
    (advert) =>
      advertDisplayState(
        { url: advert.advertData.url, imageKey: advert.advertData.images.mobile.key, childFriendly: advert.childFriendly },
        { childFriendlyMode: slot.childFriendlyMode },
      ) === 'eligible',
  )
  const forPlacement = pickAtRandom(
    shown.filter((advert) => advert.placement === slot.placement),
    random,
  )
  if (forPlacement) return { state: 'forPlacement', advert: forPlacement }
  const anywhere = pickAtRandom(
    shown.filter((advert) => advert.placement === ANYWHERE),
    random,
  )
  return anywhere ? { state: 'anywhere', advert: anywhere } : { state: 'noneEligible' }
}
