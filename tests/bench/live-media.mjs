// Issue 18 §7 in the stream bench: what holding live media to the lease
// costs. A live playlist request checks the token's lease in the account's
// StreamSessions object (one RPC, beside the gateway's D1 read) and signs a
// segment token for its window; a segment request checks only that token.
// Both are sent by the hot account's player, under the same population and
// at the same rate as the plain static request they are printed beside.
import { send } from './http-client.mjs'

/** How often the bench's player reloads its live playlist (the embedded loop's target duration). */
const RELOAD_MS = 4_000

/** The outcome of a media request: 'ok', the refusal's code, or the status. */
export function mediaOutcome({ status, text }) {
  if (status === 200) return 'ok'
  if (status >= 500) return /overload/i.test(text) ? 'overloaded' : `server error ${status}`
  if (status === 401 || status === 403) {
    try {
      return JSON.parse(text).errors?.[0]?.code ?? `status ${status}`
    } catch {
      return `status ${status}`
    }
  }
  return `status ${status}`
}

/** URI lines of a playlist (segments or variants), resolved against the playlist's path. */
export function uriLines(playlist, playlistPath) {
  const folder = playlistPath.slice(0, playlistPath.lastIndexOf('/') + 1)
  return playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => (line.startsWith('/') ? line : `${folder}${line}`))
}

/**
 * The hot account's live player on `playbackUrl` (the session check's
 * multivariant address): its variant playlist's path, and the newest segment
 * address, kept current by reloading the playlist as hls.js would.
 */
export async function startLivePlayer(origin, playbackUrl) {
  const master = await send(origin, playbackUrl)
  if (master.status !== 200) throw new Error(`the live playlist answered ${master.status}: ${master.text.slice(0, 200)}`)
  const variantPath = uriLines(master.text, playbackUrl.split('?')[0])[0]
  if (!variantPath) throw new Error('the live multivariant playlist names no variant')
  const player = { variantPath, segmentPath: null, stop: () => clearInterval(timer) }
  const reload = async () => {
    const variant = await send(origin, variantPath)
    if (variant.status === 200) player.segmentPath = uriLines(variant.text, variantPath.split('?')[0]).at(-1) ?? null
  }
  await reload()
  if (!player.segmentPath) throw new Error('the live variant playlist names no segment')
  const timer = setInterval(() => reload().catch(() => {}), RELOAD_MS)
  return player
}

/** The two runs the bench measures: a live playlist (lease check) and a segment of it (segment token only). */
export function liveMediaRuns(origin, player) {
  return {
    playlist: async () => mediaOutcome(await send(origin, player.variantPath)),
    segment: async () => mediaOutcome(await send(origin, player.segmentPath)),
  }
}
