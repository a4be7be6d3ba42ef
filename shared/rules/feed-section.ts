/**
 * SPEC §7 video feed sections: which section of a feed answers a request.
 * The client asks for a section by key ('current' when it names none); a
 * key the feed does not have, or a section with nothing in it, is answered by
 * the feed's 'fallback' section instead (feed 2: nothing live now → the latest
 * highlights). A feed without a fallback answers the requested section as it
 * is (empty), or nothing when the key is unknown.
 */
export const CURRENT_SECTION = 'current'
export const FALLBACK_SECTION = 'fallback'

export interface SectionTotal {
  key: string
  /** How many items the section has now (videos, or live assets for a live section). */
  total: number
}

export type FeedSectionChoice =
  | { kind: 'requested'; key: string } // the section asked for, with items
  | { kind: 'fallback'; key: string; because: 'unknown' | 'empty' } // the feed's fallback stands in
  | { kind: 'emptyRequested'; key: string } // empty, and the feed has no other section to offer
  | { kind: 'none' } // unknown key and no fallback: no section at all

export function chooseFeedSection(requested: string | undefined, sections: readonly SectionTotal[]): FeedSectionChoice {
  const key = requested || CURRENT_SECTION
  const asked = sections.find((s) => s.key === key)
  if (asked && asked.total > 0) return { kind: 'requested', key }
  const fallback = sections.find((s) => s.key === FALLBACK_SECTION)
  // Asking for an empty fallback gets that same section, not a loop.
  if (fallback && fallback.key !== key) return { kind: 'fallback', key: fallback.key, because: asked ? 'empty' : 'unknown' }
  if (asked) return { kind: 'emptyRequested', key }
  return { kind: 'none' }
}

/** The key a choice answers with, or null when no section is shown. */
export function chosenSectionKey(choice: FeedSectionChoice): string | null {
  return choice.kind === 'none' ? null : choice.key
}
