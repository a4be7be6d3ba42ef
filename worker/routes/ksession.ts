import { Hono } from 'hono'
import { type PlaybackViewer, playbackAccess, playbackAccessCode } from '../../shared/rules/playback-access'
import { findPlayableEntry } from '../db/video-playback'
import { getVideoServiceConfig } from '../db/videos'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { loadViewerAccount } from '../identity/viewer'
import { entryPlayback } from '../media/video-provider'
import { ANONYMOUS_SUBJECT } from '../streaming/playback-token'

/**
 * SPEC §4.4, §7 "Payments service client: getKSession": GET
 * /api/streamline/ksession/{entryId} → {Status, KSession, playbackUrl}.
 * Status -1: KSession is the playback token and playbackUrl the entry's
 * multivariant playlist carrying it; 0, 1, 2, 3: both empty. An unknown
 * entry is a 404 error body. Decided by shared/rules/playback-access.ts with
 * the signed-in account's entitlements now. The entry is a video or an
 * on-demand audio entry (the commentary the audio panel plays, SPEC §2.7).
 */
export const ksession = new Hono<AppEnv>()

export interface KSessionResponse {
  Status: number
  KSession: string
  playbackUrl: string
  /** SPEC §4.4 'other': a message with the code (never sent for the five known codes). */
  Message?: string
}

const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/
const NOBODY: PlaybackViewer = { loggedIn: false, blocked: false, entitlements: [] }

ksession.get('/:entryId', async (c) => {
  c.header('Cache-Control', 'no-store')
  const entryId = c.req.param('entryId')
  if (!ENTRY_ID.test(entryId)) return c.json(apiErrorBody('not_found', 'No such video'), 404)
  const [entry, viewer, config] = await Promise.all([
    findPlayableEntry(c.env.DB, entryId),
    loadViewerAccount(c),
    getVideoServiceConfig(c.env.DB),
  ])
  if (!entry) return c.json(apiErrorBody('not_found', 'No such video'), 404)
  const who: PlaybackViewer = viewer ? { loggedIn: true, blocked: viewer.account.blocked, entitlements: viewer.entitlements } : NOBODY
  const access = playbackAccess(entry.entitlements, who, config.lockEmptyEntitlements)
  if (access !== 'granted') return c.json<KSessionResponse>({ Status: playbackAccessCode(access), KSession: '', playbackUrl: '' })
  // An item anyone may play gets a token of nobody's: free content stays free even for an account blocked later.
  const openToAll = playbackAccess(entry.entitlements, NOBODY, config.lockEmptyEntitlements) === 'granted'
  const subject = viewer && !openToAll ? viewer.account.ssoId : ANONYMOUS_SUBJECT
  // Issue 20 §1: our R2 HLS through the gateway, or Stream's signed URL (worker/media/video-provider.ts).
  const { token, playbackUrl } = await entryPlayback(c.env, entry, subject)
  return c.json<KSessionResponse>({ Status: playbackAccessCode('granted'), KSession: token, playbackUrl })
})
