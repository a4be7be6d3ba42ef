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

export type AdvertRotationState = 'eligible' | 'disabled' | 'notStarted' | 'ended' | 'otherChannel'

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
  const time = now.getTime()
  if (time < Date.parse(advert.startUTC)) return 'notStarted'
  if (time > Date.parse(advert.endUTC)) return 'ended'
  return 'eligible'
}

/** One item at random; `random` is injectable so callers and tests can pin it. Null for an empty list. */
export function pickAtRandom<T>(items: readonly T[], random: () => number = Math.random): T | null {
  if (items.length === 0) return null
  const index = Math.min(items.length - 1, Math.floor(random() * items.length))
  return items[Math.max(0, index)] ?? null
}
