/**
 * The master playlist of an on-demand stream, read once and early (issue 9
 * "Watch Now" to first frame ≤ 0.9 s): the player reads it before hls.js
 * starts (which build, captions, commentary languages; hls-stream.ts), and
 * it is asked for the moment the grant prefetched on 'Watch Now' names it,
 * while the page and the player's code still load. hls.js is then handed the
 * same text (hls-master-loader.ts) instead of fetching it a second time.
 */

/** A prefetched master is used once: a later player asks again. */
let prefetched: { url: string; text: Promise<string> } | null = null

export function prefetchMaster(url: string): void {
  prefetched = { url, text: fetchMaster(url) }
}

/** The master playlist's text; '' when it cannot be read (the stream then plays without its extras). */
export function masterText(url: string): Promise<string> {
  const ready = prefetched
  prefetched = null
  return ready?.url === url ? ready.text : fetchMaster(url)
}

const fetchMaster = (url: string): Promise<string> =>
  fetch(url, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '')
