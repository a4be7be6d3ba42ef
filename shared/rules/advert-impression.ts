/**
 * When an advert counts as seen (issue 12 §3, SPEC §3 advertImpression): at least
 * half of it on screen for a whole second (the IAB/MRC display viewability
 * measure; the spec says only "seen"), once per route per advert.
 */
export const IMPRESSION_VISIBLE_RATIO = 0.5
export const IMPRESSION_DWELL_MS = 1000

export type ImpressionState = 'notSeen' | 'seenTooBriefly' | 'impression' | 'alreadyCounted'

export function impressionState(input: { visibleRatio: number; visibleForMs: number; countedThisRoute: boolean }): ImpressionState {
  if (input.countedThisRoute) return 'alreadyCounted'
  if (input.visibleRatio < IMPRESSION_VISIBLE_RATIO) return 'notSeen'
  if (input.visibleForMs < IMPRESSION_DWELL_MS) return 'seenTooBriefly'
  return 'impression'
}
