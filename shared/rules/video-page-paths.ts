/**
 * Issue 20 §2: the cached pages that show a video entry, purged when the back
 * office changes or deletes it (by path as the edge cache keys them, issue 13
 * §2): the home page and the video home (their feeds), browse and categories,
 * the entry's own page and its player page.
 */
export function videoPagePaths(entryId: string): string[] {
  const id = encodeURIComponent(entryId)
  return ['/', '/videos', '/videos/browse', '/videos/categories', `/videos/${id}`, `/videos/player/${id}`]
}
