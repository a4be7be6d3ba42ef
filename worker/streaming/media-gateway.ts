/**
 * The media gateway (ARCHITECTURE "The way of a request": /media/* playback
 * token check ─► R2 object; issue 9 §4). HLS under R2 media/{playbackId}/ is
 * served only with a current playback token for that playback id, and not to
 * an account blocked since the token was issued. Playlists come back with the
 * token on every URI (shared/rules/playlist-rewrite.ts), so a copied playlist
 * dies with its token. Segments stream from R2 with single byte ranges
 * (honoured only while an If-Range still names the object).
 * The order of the checks is the contract: a bad path is 404 before anything
 * is read; no token 401; a bad token 401; another asset's or a blocked
 * account's token 403; only then R2.
 *
 * A token names its asset (an entry id or a stream asset id) and that asset's
 * playback id. The path carries only the playback id, so the gateway also
 * checks, in the same D1 round trip as the account, that the asset really
 * plays from that folder now: a token is good for one entry's media, and an
 * entry unpublished or moved to another recording since its grant stops at
 * once, as a blocked account does.
 *
 * Issue 18 §7: a token opens only what its scope allows
 * (shared/rules/live-media-access.ts), decided before anything is read: a
 * live token the live playlists, each only while its lease is live (the
 * StreamSessions call runs beside the D1 read); a live playlist's segment
 * token the files of its window; an on-demand token as before.
 */
import type { Context } from 'hono'
import { type ByteRange, contentRange, ifRangeMatches, resolveByteRange } from '../../shared/rules/byte-range'
import { PLAYBACK_TOKEN_PARAM, rewritePlaylist } from '../../shared/rules/playlist-rewrite'
import { type LiveMediaRefusal, liveMediaAccess, type MediaRequestKind } from '../../shared/rules/live-media-access'
import { accountBySsoIdRead } from '../db/accounts'
import { constantRead, readTogether } from '../db/read'
import { assetPlaysFromRead } from '../db/video-playback'
import type { AppEnv } from '../env'
import { apiErrorBody, type ApiErrorCode } from '../http-errors'
import { LIVE_PLAYLIST, leaseIsLive, livePlaylist } from './live-playlists'
import { ANONYMOUS_SUBJECT, type PlaybackClaims, verifyPlaybackToken } from './playback-token'

export const MEDIA_TYPES = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  ts: 'video/mp2t',
  aac: 'audio/aac',
  // Issue 20 §6: an entry's captions, media/{playbackId}/captions/{lang}.vtt, beside their subtitle playlists.
  vtt: 'text/vtt; charset=utf-8',
} as const

type Extension = keyof typeof MEDIA_TYPES

export interface MediaPath {
  playbackId: string
  /** The R2 key: media/{playbackId}/[{rendition}/]{file}. */
  key: string
  extension: Extension
}

const PLAYBACK_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/
const FOLDER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/
// One dot only, so no '..'; only the characters below, so nothing encoded (%2e, %2f, %5c) or escaped (\) gets through.
const FILE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.(m3u8|m4s|mp4|ts|aac|vtt)$/

/** The media a raw (still percent-encoded) path names, or null for anything but a plain, safe name. */
export function mediaPathOf(pathname: string): MediaPath | null {
  if (!pathname.startsWith('/media/')) return null
  const parts = pathname.slice('/media/'.length).split('/')
  if (parts.length < 2 || parts.length > 3) return null
  const [playbackId = '', ...rest] = parts
  const file = rest.pop() ?? ''
  if (!PLAYBACK_ID.test(playbackId) || !rest.every((folder) => FOLDER.test(folder))) return null
  const match = FILE.exec(file)
  if (!match) return null
  // Issue 20 §6: caption files live in one folder only, media/{playbackId}/captions/{lang}.vtt.
  if (match[1] === 'vtt' && (rest.length !== 1 || rest[0] !== 'captions')) return null
  return { playbackId, key: `media/${parts.join('/')}`, extension: match[1] as Extension }
}

function refuse(c: Context<AppEnv>, status: 401 | 403 | 404, code: ApiErrorCode, message: string): Response {
  c.header('Cache-Control', 'no-store')
  return c.json(apiErrorBody(code, message), status)
}

export async function serveMedia(c: Context<AppEnv>): Promise<Response> {
  const path = mediaPathOf(new URL(c.req.url).pathname)
  if (!path) return refuse(c, 404, 'not_found', 'Not found')
  const token = c.req.query(PLAYBACK_TOKEN_PARAM)
  if (!token) return refuse(c, 401, 'invalid_token', 'A playback token is required')
  const grant = await verifyPlaybackToken(c.env, token)
  if (!grant) return refuse(c, 401, 'invalid_token', 'The playback token is not valid or has expired')
  if (grant.playbackId !== path.playbackId) return refuse(c, 403, 'forbidden', 'This playback token is for another asset')
  const decision = liveMediaAccess({
    scope: grant.scope,
    hasLease: grant.lease !== null,
    kind: requestKind(path),
    namedByToken: grant.files.includes(path.key.slice(`media/${path.playbackId}/`.length)),
  })
  if (decision.action === 'refuse') return refuseScope(c, decision.reason)
  const leaseLive = decision.action === 'checkLease' ? leaseIsLive(c.env, grant) : null
  // Awaited in serveLive; a refusal before then must not leave its failure unhandled.
  leaseLive?.catch(() => undefined)
  const anonymous = grant.subject === ANONYMOUS_SUBJECT
  const { playsHere, account } = await readTogether(c.env.DB, {
    playsHere: assetPlaysFromRead(c.env.DB, grant.asset, grant.playbackId),
    account: anonymous ? constantRead(null) : accountBySsoIdRead(c.env.DB, grant.subject),
  })
  if (!playsHere) return refuse(c, 403, 'forbidden', 'This playback token is for another asset')
  // SPEC §6: blocking takes effect at once, not when the token runs out.
  if (!anonymous && (!account || account.blocked)) return refuse(c, 403, 'forbidden', 'Your account has been blocked by an administrator')
  if (leaseLive) return serveLive(c, path, grant, token, leaseLive)
  return path.extension === 'm3u8' ? servePlaylist(c, path, token) : serveSegment(c, path)
}

function requestKind(path: MediaPath): MediaRequestKind {
  if (path.key.endsWith(`/${LIVE_PLAYLIST}`)) return 'livePlaylist'
  return path.extension === 'm3u8' ? 'staticPlaylist' : 'media'
}

const SCOPE_MESSAGES: Record<LiveMediaRefusal, string> = {
  noLease: 'A live stream needs a session check',
  wrongScope: 'This playback token does not open this file: live tokens open live playlists, their segments come with the playlist',
  outsideWindow: 'This segment is not in the live window its token was given for',
}

function refuseScope(c: Context<AppEnv>, reason: LiveMediaRefusal): Response {
  return refuse(c, 403, 'forbidden', SCOPE_MESSAGES[reason])
}

/** The body differs per token (and, live, per moment): never cached, no ETag, no ranges. */
function playlistResponse(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': MEDIA_TYPES.m3u8, 'Cache-Control': 'no-store', 'Accept-Ranges': 'none' } })
}

async function servePlaylist(c: Context<AppEnv>, path: MediaPath, token: string): Promise<Response> {
  const object = await c.env.MEDIA.get(path.key)
  if (!object) return refuse(c, 404, 'not_found', 'Not found')
  return playlistResponse(rewritePlaylist(await object.text(), token))
}

async function serveLive(
  c: Context<AppEnv>,
  path: MediaPath,
  grant: PlaybackClaims,
  token: string,
  leaseLive: Promise<boolean>,
): Promise<Response> {
  const answer = await livePlaylist(c, path.key, path.playbackId, grant, token, leaseLive)
  if (answer.kind === 'missing') return refuse(c, 404, 'not_found', 'Not found')
  if (answer.kind === 'refused' && answer.reason === 'noLease') return refuseScope(c, 'noLease')
  // SPEC §8.1: the device's lease lapsed or was ended from another device.
  if (answer.kind === 'refused') return refuse(c, 403, 'stream_session_ended', 'This device no longer holds a streaming session')
  return playlistResponse(answer.body)
}

async function serveSegment(c: Context<AppEnv>, path: MediaPath): Promise<Response> {
  const headers = new Headers({
    'Content-Type': MEDIA_TYPES[path.extension],
    // A caption file is replaced in place when an editor uploads a new one: asked again each time (its ETag answers 304).
    'Cache-Control': path.extension === 'vtt' ? 'private, no-cache' : 'private, max-age=300',
    'Accept-Ranges': 'bytes',
  })
  const rangeHeader = c.req.header('Range')
  let range: ByteRange = { kind: 'whole' }
  if (rangeHeader) {
    // The range is resolved against the size here: local R2 answers a range it cannot satisfy with the whole object.
    const head = await c.env.MEDIA.head(path.key)
    if (!head) return refuse(c, 404, 'not_found', 'Not found')
    // RFC 9110 §13.1.5: a piece of an object that changed since the client's If-Range would be spliced into the old one.
    const current = { etag: head.httpEtag, lastModified: head.uploaded }
    range = ifRangeMatches(c.req.header('If-Range'), current) ? resolveByteRange(rangeHeader, head.size) : { kind: 'whole' }
    if (range.kind === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${head.size}`)
      headers.set('Cache-Control', 'no-store')
      return new Response(null, { status: 416, headers })
    }
  }
  const object = await c.env.MEDIA.get(path.key, {
    onlyIf: notModifiedConditions(c.req.raw.headers),
    ...(range.kind === 'partial' ? { range: { offset: range.offset, length: range.length } } : {}),
  })
  if (!object) return refuse(c, 404, 'not_found', 'Not found')
  headers.set('ETag', object.httpEtag)
  headers.set('Last-Modified', object.uploaded.toUTCString())
  if (!('body' in object)) return new Response(null, { status: 304, headers }) // If-None-Match matched
  if (range.kind !== 'partial') {
    headers.set('Content-Length', String(object.size))
    return new Response(object.body, { headers })
  }
  headers.set('Content-Length', String(range.length))
  headers.set('Content-Range', contentRange(range.offset, range.length, object.size))
  return new Response(object.body, { status: 206, headers })
}

/** Only the conditions whose failure means 304 Not Modified (R2 answers any failed condition without a body). */
function notModifiedConditions(request: Headers): Headers {
  const conditions = new Headers()
  for (const name of ['If-None-Match', 'If-Modified-Since']) {
    const value = request.get(name)
    if (value) conditions.set(name, value)
  }
  return conditions
}
