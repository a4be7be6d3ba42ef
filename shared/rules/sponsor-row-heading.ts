/**
 * SPEC §3 Sponsor row `titleSize`: the editor's choice of heading for the row
 * title. The rows sit in the footer, below the page's own h1, so 'h1' is
 * lowered to 'h2' (one h1 per page); 'span' keeps the title out of the
 * outline; anything else (empty, a typo) falls back to 'h2'.
 */
export type SponsorRowHeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'span'

const TAGS: readonly SponsorRowHeadingTag[] = ['h2', 'h3', 'h4', 'h5', 'h6', 'span']

/** The element a sponsor row's title renders as (SPEC §3 titleSize). */
export function sponsorRowHeadingTag(titleSize: string): SponsorRowHeadingTag {
  const size = titleSize.trim().toLowerCase()
  return TAGS.find((tag) => tag === size) ?? 'h2'
}
