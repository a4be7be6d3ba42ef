/**
 * Issue 20 §4: replays minutes after full time. `createMatchReplay` makes (or
 * remakes) a match's full replay as an on-demand entry:
 * - { kind: 'liveWindow' }: the r2 provider; the live video's loop played by
 *   the embedded live window from the console's kick-off to its full time,
 *   copied as a VOD under media/replay-{matchId}/ (./replay-media.ts);
 * - { kind: 'stream', uid, durationSeconds }: the Cloudflare Stream live
 *   input's recording (the Stream webhook calls this), played from Stream.
 * The entry (videos 'replay-{matchId}', chapters from the match events,
 * granted as the live video is) and matches.video_entry_id are one D1 batch
 * with the audit entry; the pages showing it are purged after.
 */
import { matchPassCode } from '../../shared/rules/entitlements'
import { replayChapters } from '../../shared/rules/replay-chapters'
import { REPLAY_CAP_SECONDS } from '../../shared/rules/replay-window'
import { LIVE_TIER_CODES } from '../../shared/rules/stream-access'

/** SPEC §1: 'A subscription unlocks … full match replays': the base tier, and plus which includes it. */
const REPLAY_TIER_CODES = LIVE_TIER_CODES.audio
import { type Actor, auditStatement } from '../admin/audit'
import { matchPathsOf } from '../admin/match-console-purge'
import { configOf } from '../config'
import { readReplaySource, replayEntryId, storeReplayEntry } from '../db/replays'
import type { Bindings } from '../env'
import { purgePages } from '../render/page-cache-purge'
import { makeReplayMedia } from './replay-media'

export type ReplayRecording = { kind: 'liveWindow' } | { kind: 'stream'; uid: string; durationSeconds: number }

export type ReplayOutcome =
  | { outcome: 'made'; entryId: string; playbackId: string; version: number; durationSeconds: number }
  | { outcome: 'notFound' }
  /** Never kicked off (or never ended) on the console: nothing to cut. */
  | { outcome: 'notPlayed' }
  /** No live video recording for this match (no asset, or its loop is not in R2; a bad Stream uid). */
  | { outcome: 'noRecording' }
  /** Full time came before a single segment had finished. */
  | { outcome: 'tooShort' }
  /** Another remake came first: nothing was written. */
  | { outcome: 'changed' }

/** Who a replay made by the queue or a webhook is audited as. */
export const REPLAY_ACTOR: Actor = { ssoId: 'system:replays', email: 'replays@system.invalid' }

/** Cloudflare Stream video uids: 32 hex digits. */
const STREAM_UID = /^[a-f0-9]{32}$/

export const replayPlaybackId = (matchId: number) => `replay-${matchId}`

export async function createMatchReplay(
  env: Bindings,
  matchId: number,
  recording: ReplayRecording,
  actor: Actor = REPLAY_ACTOR,
  origins: readonly string[] = [],
): Promise<ReplayOutcome> {
  const source = await readReplaySource(env.DB, matchId)
  if (!source) return { outcome: 'notFound' }
  const { match, kickedOffAt, fullTimeAt } = source
  if (!kickedOffAt || match.status === 'upcoming' || match.status === 'postponed') return { outcome: 'notPlayed' }
  const entryId = replayEntryId(matchId)
  let playbackId = replayPlaybackId(matchId)
  let durationSeconds: number
  if (recording.kind === 'stream') {
    if (!STREAM_UID.test(recording.uid) || !(recording.durationSeconds > 0)) return { outcome: 'noRecording' }
    playbackId = recording.uid
    durationSeconds = Math.round(Math.min(recording.durationSeconds, REPLAY_CAP_SECONDS))
  } else {
    // The live window's replay needs both whistles: it is cut between them.
    if (!fullTimeAt || match.status !== 'fulltime') return { outcome: 'notPlayed' }
    if (!source.loopPlaybackId) return { outcome: 'noRecording' }
    const media = await makeReplayMedia(env, source.loopPlaybackId, playbackId, Date.parse(kickedOffAt), Date.parse(fullTimeAt))
    if (media.outcome !== 'made') return media
    durationSeconds = media.durationSeconds
  }
  const at = new Date()
  const [home, away] = [match.home.name, match.away.name]
  const entry = {
    entryId,
    playbackId,
    provider: recording.kind === 'stream' ? ('cloudflare-stream' as const) : ('r2' as const),
    title: `Full match replay: ${home} v ${away}`,
    titleAr: `إعادة المباراة كاملة: ${home} ضد ${away}`,
    description: `${match.competition}, ${match.venue}. The whole match from kick-off to full time.`,
    durationSeconds,
    // SPEC §1, §6 (the subscriber tier's benefits: 'live audio commentary …, replays'): every subscription
    // (the base tier and plus) and a pass for this very match.
    entitlements: [...REPLAY_TIER_CODES, matchPassCode(matchId)],
    thumbnailKey: source.posterKey ?? '',
    chapters: replayChapters(source.events, durationSeconds),
    matchId,
    teamId: source.teamId,
    seasonId: source.seasonId,
    categoryId: source.categoryId,
    at,
  }
  const version = source.existing ? source.existing.version + 1 : 1
  const audit = (db: D1Database) =>
    auditStatement(
      db,
      {
        actor,
        at,
        action: source.existing ? 'remakeReplay' : 'makeReplay',
        subjectType: 'video',
        subjectId: entryId,
        before: source.existing ? { entryId, version: source.existing.version } : null,
        after: {
          entryId,
          matchID: matchId,
          provider: entry.provider,
          playbackId,
          durationSeconds,
          version,
          chapters: entry.chapters.length,
        },
      },
      source.existing ? { table: 'videos', id: source.existing.id, version: source.existing.version } : { created: true },
    )
  const stored = await storeReplayEntry(env.DB, entry, source.existing, audit)
  if (stored === 'changed') return { outcome: 'changed' }
  await purgeReplayPages(env, matchId, entryId, origins)
  return { outcome: 'made', entryId, playbackId, version, durationSeconds }
}

/** The match centre, /videos and the entry's page, at the origins given and the public one; a failure is logged only. */
async function purgeReplayPages(env: Bindings, matchId: number, entryId: string, origins: readonly string[]): Promise<void> {
  try {
    const paths = [...(await matchPathsOf(env.DB, matchId)), '/videos', `/videos/${entryId}`]
    const all = [...new Set([...origins, configOf(env).site.PUBLIC_ORIGIN])]
    await Promise.all(all.map((origin) => purgePages(origin, [...new Set(paths)])))
  } catch (err) {
    console.warn('replay purge failed', matchId, err instanceof Error ? err.message : String(err))
  }
}
