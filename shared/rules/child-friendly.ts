/**
 * SPEC §1, §4.2, §4.10, §6 child-friendly mode: while it is on, a sponsor or
 * advert not flagged child friendly is not rendered at all. One rule for the
 * sponsor rows, section sponsors and footer adverts the server sends, and for
 * the advert display check the browser makes (advert-eligibility.ts).
 */

export type ChildFriendlyState = 'shown' | 'hiddenForChildren'

export function childFriendlyState(flaggedChildFriendly: boolean, viewer: { childFriendlyMode: boolean }): ChildFriendlyState {
  return viewer.childFriendlyMode && !flaggedChildFriendly ? 'hiddenForChildren' : 'shown'
}

/** The items this viewer may see, in their order. */
export function keepForViewer<T>(items: readonly T[], isChildFriendly: (item: T) => boolean, viewer: { childFriendlyMode: boolean }): T[] {
  return items.filter((item) => childFriendlyState(isChildFriendly(item), viewer) === 'shown')
}
