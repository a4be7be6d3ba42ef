/**
 * SPEC §5 advert rules. Display: an advert shows only with a destination URL
 * and a (mobile) image key, and after passing the child-friendly check.
 * Rotation: enabled, inside its UTC start and end, channel empty or 'web'.
 * SPEC §4.8: one eligible footer advert is picked at random.
 */
import { childFriendlyState } from './child-friendly'

export type AdvertDisplayState = 'eligible' | 'missingUrl' | 'missingImage' | 'notChildFriendly'

export interface AdvertDisplayInput {
  url: string
  imageKey: string
  childFriendly: boolean
}

export function advertDisplayState(advert: AdvertDisplayInput, viewer: { childFriendlyMode: boolean }): AdvertDisplayState {
  if (advert.url.trim() === '') return 'missingUrl'
  if (advert.imageKey.trim() === '') return 'missingImage'
  if (childFriendlyState(advert.childFriendly, viewer) === 'hiddenForChildren') return 'notChildFriendly'
  return 'eligible'
}

export type AdvertRotationState = 'eligible' | 'disabled' | 'notStarted' | 'ended' | 'otherChannel' | 'badDates'

export interface AdvertRotationInput {
  enabled: boolean
  channel: string
  /** ISO UTC */
  startUTC: string
  /** ISO UTC */
  endUTC: string
}

export function advertRotationState(advert: AdvertRotationInput, now: Date): AdvertRotationState {
  if (!advert.enabled) return 'disabled'
  if (advert.channel !== '' && advert.channel !== 'web') return 'otherChannel'
  const start = Date.parse(advert.startUTC)
  const end = Date.parse(advert.endUTC)
  // Broken advert data is skipped, never shown for ever (issue 12 "Bad input"): an
  // unreadable date compares false both ways, so it would otherwise pass.
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return 'badDates'
  const time = now.getTime()
  // Both edges belong to the window: an advert booked from 12:00:00.000 shows at that instant.
  if (time < start) return 'notStarted'
  if (time > end) return 'ended'
  return 'eligible'
}

/**
 * An advert picked when the page was made, in a page the edge may keep for an
 * hour and more (CMS pages: shared/rules/page-cache.ts): the browser shows it
 * only until its UTC window ends (SPEC §5), both edges included as above. Its
 * start was checked when it was picked, so a browser clock running slow
 * never hides it; an end that cannot be read hides it.
 */
export function pickedAdvertState(window: Pick<AdvertRotationInput, 'endUTC'>, now: Date): 'shown' | 'ended' {
  const end = Date.parse(window.endUTC)
  return Number.isNaN(end) || now.getTime() > end ? 'ended' : 'shown'
}

export type AdvertEligibility = AdvertRotationState | AdvertDisplayState

/**
 * The one rule every advert caller uses (the §7 advert APIs, the page loaders,
 * the browser's slots): rotation first (SPEC §5 "eligible for rotation"), then
 * display (URL, image key, child-friendly check). Adverts without a window
 * (the v1 footer advert) pass only the display part.
 */
export function advertEligibility(
  advert: AdvertDisplayInput & Partial<AdvertRotationInput>,
  viewer: { childFriendlyMode: boolean },
  now: Date,
): AdvertEligibility {
  if (advert.startUTC !== undefined || advert.endUTC !== undefined || advert.enabled !== undefined || advert.channel !== undefined) {
    const rotation = advertRotationState(
      { enabled: advert.enabled ?? true, channel: advert.channel ?? '', startUTC: advert.startUTC ?? '', endUTC: advert.endUTC ?? '' },
      now,
    )
    if (rotation !== 'eligible') return rotation
  }
  return advertDisplayState(advert, viewer)
}

/** One item at random; `random` is injectable so callers and tests can pin it. Null for an empty list. */
export function pickAtRandom<T>(items: readonly T[], random: () => number = Math.random): T | null {
  if (items.length === 0) return null
  const index = Math.min(items.length - 1, Math.floor(random() * items.length))
  return items[Math.max(0, index)] ?? null
}
