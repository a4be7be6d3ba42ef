/**
 * SPEC §2.6: the list beside the video player is titled 'Related' when a
 * section is set, 'Latest' otherwise, and is hidden when the section is
 * 'hidden'. §9.4: it shows page 0 of 10 items.
 */
export type PlayerSidebar = 'related' | 'latest' | 'hidden'

/** The section value that hides the sidebar. */
export const HIDDEN_SECTION = 'hidden'

export function playerSidebar(section: string | null | undefined): PlayerSidebar {
  if (section === HIDDEN_SECTION) return 'hidden'
  // A blank section (an empty query value) is no section.
  return section && section.trim() !== '' ? 'related' : 'latest'
}

/** §9.4 video sidebar: page size 10, index 0. */
export const SIDEBAR_PAGE_SIZE = 10
export const SIDEBAR_PAGE_INDEX = 0
