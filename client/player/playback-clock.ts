/**
 * Which live streams this browser is playing now, and where each one's playback is as a program date
 * (issue 21 §2, no spoilers). The live players register while they play; the match centre asks about
 * its own match's streams and holds what the supporter has not seen yet (shared/rules/spoiler-hold.ts).
 *
 * Other tabs of the site hear it too (BroadcastChannel): a match centre open beside the player's tab
 * holds the goal as well. A tab that stops saying where it is (closed, crashed) stops counting after
 * REMOTE_SILENCE_MS.
 */
import type { LivePlayback } from '../../shared/rules/spoiler-hold'

/** Where the playback is now; null when it is not playing at all (a paused commentary). */
export type PlaybackReader = () => LivePlayback | null

const REMOTE_SILENCE_MS = 3_000
const BROADCAST_EVERY_MS = 1_000
const CHANNEL = 'club-live-playback'

const local = new Map<number, { assetId: string; read: PlaybackReader }>()
const remote = new Map<string, { playback: LivePlayback | null; heardAt: number }>()
let nextId = 1
let channel: BroadcastChannel | null = null
let timer: number | null = null

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<{ assetId?: unknown; playing?: unknown; programDateMs?: unknown }>) => {
    const { assetId, playing, programDateMs } = event.data ?? {}
    if (typeof assetId !== 'string') return
    const playback = playing === true ? { programDateMs: typeof programDateMs === 'number' ? programDateMs : null } : null
    remote.set(assetId, { playback, heardAt: Date.now() })
  }
  return channel
}

function broadcast() {
  for (const { assetId, read } of local.values()) {
    const playback = read()
    channel?.postMessage({ assetId, playing: playback !== null, programDateMs: playback?.programDateMs ?? null })
  }
  if (local.size === 0 && timer !== null) {
    window.clearInterval(timer)
    timer = null
  }
}

/** A live player plays `assetId`; call the returned function when it stops. */
export function registerLivePlayback(assetId: string, read: PlaybackReader): () => void {
  const id = nextId++
  local.set(id, { assetId, read })
  openChannel()
  if (timer === null && typeof window !== 'undefined') timer = window.setInterval(broadcast, BROADCAST_EVERY_MS)
  return () => {
    local.delete(id)
  }
}

/** Listen for the other tabs' players (the match centre calls this while it shows a live match). */
export function listenForPlayback(): void {
  openChannel()
}

/**
 * The supporter's live playback of any of these streams, or null when none plays. With two playing (the
 * commentary and the picture), the one furthest behind decides: nothing shows before both have reached it.
 */
export function livePlaybackOf(assetIds: readonly string[]): LivePlayback | null {
  const positions: (number | null)[] = []
  for (const { assetId, read } of local.values()) {
    const playback = assetIds.includes(assetId) ? read() : null
    if (playback) positions.push(playback.programDateMs)
  }
  const now = Date.now()
  for (const [assetId, heard] of remote) {
    if (now - heard.heardAt > REMOTE_SILENCE_MS) remote.delete(assetId)
    else if (heard.playback && assetIds.includes(assetId)) positions.push(heard.playback.programDateMs)
  }
  if (positions.length === 0) return null
  if (positions.includes(null)) return { programDateMs: null }
  return { programDateMs: Math.min(...(positions as number[])) }
}
