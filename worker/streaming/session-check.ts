/**
 * SPEC §4.5, §8.1 session check (ARCHITECTURE "Streaming"): the shared access
 * rule plus a concurrency lease from the account's StreamSessions object.
 * The account comes from the verified session only; the country from
 * request.cf.country only (the request context). Every refusal carries its
 * §8.1 code and names its cause, the country seen and what the supporter can
 * do instead (issue 10 §8).
 */
import type { Context } from 'hono'
import { liveRights } from '../../shared/rules/live-rights'
import {
  SESSION_CHECK_CODES,
  type StreamAccessInput,
  type StreamRefusalCause,
  streamAccess,
  streamEntitlement,
} from '../../shared/rules/stream-access'
import { isOffline } from '../../shared/types/stream'
import { liveRightsForCountryRead, MISSING_LIVE_RIGHTS } from '../db/live-rights'
import { constantRead } from '../db/read'
import { type AssetMatch, matchCarryingAssetRead, matchForAssetRead, streamAssetRead, type StreamAsset } from '../db/stream-assets'
import { defaultStreamLimit, streamLimitRead } from '../db/stream-limits'
import type { AppEnv } from '../env'
import { loadViewerAccountWith, type ViewerAccount } from '../identity/viewer'
import { liveProviderConfig, providerPlayback } from './live-provider'
import { signPlaybackToken } from './playback-token'
import { PLAYBACK_TOKEN_MS } from './renewed-token'
import { rememberedPlayback, rememberPlayback } from './reused-token'

/** SPEC §8.1 messages, as the server words them (the client shows its own catalogue's text for the code). */
const MESSAGES: Record<string, string> = {
  [SESSION_CHECK_CODES.requireLogin]: 'Please Log In to access this stream',
  [SESSION_CHECK_CODES.streamIssue]: 'Sorry but there is an issue with this stream',
  [SESSION_CHECK_CODES.notSubscribed]: 'Sorry but you are not subscribed to this stream',
  [SESSION_CHECK_CODES.country]: 'Sorry but users within this country are not allowed to play this stream',
  [SESSION_CHECK_CODES.blocked]: 'Your account has been blocked by an administrator',
  [SESSION_CHECK_CODES.concurrency]:
    'Your account has reached the limit for concurrent streaming; please log out of some browsers and devices and try again',
}

export interface SessionCheckRefusal {
  code: string
  message: string
  meta: {
    cause: StreamRefusalCause
    /** The country the edge saw. */
    country: string
    /** Live audio of the same match, offered when video is refused for region and the subscription covers audio. */
    alternativeAssetId: string | null
  }
}

export type SessionCheckResult =
  | { granted: true; token: string; bypassed: boolean; playbackUrl: string; leaseId: string | null; expiresAt: number }
  | { granted: false; refusal: SessionCheckRefusal }

/** Everything the access rule needs about this request, before any lease is asked for. */
export interface StreamEvaluation {
  country: string
  viewer: ViewerAccount | null
  asset: StreamAsset | null
  /** The match the stream is judged for: the one named, else the live or next one carrying it (null when none). */
  match: AssetMatch | null
  /** The account's concurrent-stream limit (SPEC §6; the default when nobody is signed in). */
  limit: number
  /** The asset exists and its rights can be judged (on air or not). */
  playable: boolean
  input: StreamAccessInput
}

let reportedMissingRights = false

/** An operator's mistake that refuses every live stream: said once per isolate, not on every player's check. */
function reportMissingRights(): void {
  if (reportedMissingRights) return
  reportedMissingRights = true
  console.error(`live streams refused as a stream issue: ${MISSING_LIVE_RIGHTS}`)
}

/**
 * Everything is read in one round trip to D1 (issue 10 budgets: the check is on every player's path).
 * The match is the one the stream plays now, unless the caller names one ("Ready for kick-off?"
 * asks about a coming match while another is live on the same commentary).
 */
export async function evaluateStream(c: Context<AppEnv>, assetId: string, matchId: number | null = null): Promise<StreamEvaluation> {
  const country = c.get('country')
  const db = c.env.DB
  const claims = c.get('viewer')
  const defaultLimit = defaultStreamLimit(c.env)
  const [viewer, read] = await loadViewerAccountWith(c, {
    asset: streamAssetRead(db, assetId),
    match: matchId === null ? matchForAssetRead(db, assetId) : matchCarryingAssetRead(db, assetId, matchId),
    rightsConfig: liveRightsForCountryRead(db, country),
    limit: claims ? streamLimitRead(db, claims.ssoId, defaultLimit) : constantRead(defaultLimit),
  })
  const { asset, match } = read
  const rightsConfig = asset ? read.rightsConfig : null
  if (asset && !rightsConfig) reportMissingRights()
  // SPEC §8.1 ERR_3684853_2: a stream whose rights cannot be judged is not offered (a stream issue, not a 500).
  const playable = asset !== null && rightsConfig !== null
  const content = asset?.contentKind ?? 'video'
  const rights = rightsConfig
    ? liveRights(
        {
          product: content === 'audio' ? 'liveAudio' : 'liveVideo',
          country,
          firstTeam: match?.firstTeam ?? true,
          seasonSlug: match?.seasonSlug ?? rightsConfig.seasonSlug,
        },
        rightsConfig,
      )
    : 'allowed'
  const input: StreamAccessInput = {
    signedIn: viewer !== null,
    blocked: viewer?.account.blocked ?? false,
    bypass: viewer?.account.bypass ?? false,
    online: playable && !isOffline((asset as StreamAsset).assetData.status),
    rights,
    entitlement: streamEntitlement(content, viewer?.entitlements ?? [], match?.matchId ?? null),
  }
  return { country, viewer, asset, match, limit: read.limit, playable, input }
}

/** The account's StreamSessions object (ARCHITECTURE "Streaming": one per account, by its ssoId). */
export function streamSessionsOf(env: AppEnv['Bindings'], ssoId: string) {
  return env.STREAM_SESSIONS.get(env.STREAM_SESSIONS.idFromName(ssoId))
}

export async function checkStreamSession(c: Context<AppEnv>, assetId: string, deviceId: number): Promise<SessionCheckResult> {
  const { country, viewer, asset, match, limit, input } = await evaluateStream(c, assetId)
  const before = streamAccess(input)
  if (before.state === 'refused') return refusal(c, before.cause, before.code, viewer, asset, match, country)
  const live = asset as StreamAsset
  const { account, sessionId } = viewer as ViewerAccount
  // Our own tokens only: a provider's signed address is made afresh each time (./live-provider.ts).
  const device = liveProviderConfig(c.env) ? null : { ssoId: account.ssoId, signIn: sessionId, deviceId, assetId: live.id }
  const held = device ? rememberedPlayback(device, live.playbackId) : null
  const lease = await streamSessionsOf(c.env, account.ssoId).acquire({
    deviceId,
    signIn: sessionId,
    assetId: live.id,
    playbackId: live.playbackId,
    limit,
    bypass: account.bypass,
    heldToken: held ? { leaseId: held.leaseId, expiresAt: held.expiresAt } : undefined,
  })
  const after = streamAccess({ ...input, leaseGranted: lease.outcome === 'granted' })
  if (after.state === 'refused') return refusal(c, after.cause, after.code, viewer, asset, match, country)
  const granted = lease.outcome === 'granted' ? lease : null
  if (held && granted?.tokenReused) {
    return {
      granted: true,
      token: held.token,
      bypassed: account.bypass,
      playbackUrl: held.playbackUrl,
      leaseId: granted.leaseId,
      expiresAt: held.expiresAt,
    }
  }
  const leaseId = granted?.leaseId ?? null
  // Signed as of the second the object recorded, so the token's exp is the lease's recorded expiry.
  const signedAt = granted ? new Date(granted.tokenExpiresAt - PLAYBACK_TOKEN_MS) : new Date()
  const { token, expiresAt, playbackUrl } = await livePlayback(c.env, account.ssoId, live, leaseId, signedAt)
  if (device && leaseId) rememberPlayback(device, { leaseId, playbackId: live.playbackId, token, expiresAt, playbackUrl })
  return { granted: true, token, bypassed: account.bypass, playbackUrl, leaseId, expiresAt }
}

/** Issue 10 §6: the provider's signed address when one is configured, else our live window behind our own token. */
export async function livePlayback(env: AppEnv['Bindings'], ssoId: string, live: StreamAsset, leaseId: string | null, now = new Date()) {
  const provider = liveProviderConfig(env)
  if (provider) return providerPlayback(provider, live.playbackId)
  const grant = {
    subject: ssoId,
    playbackId: live.playbackId,
    asset: live.id,
    lease: leaseId,
    // Issue 18 §7: live playlists only, each one while the lease is live.
    scope: 'live' as const,
  }
  const { token, expiresAt } = await signPlaybackToken(env, grant, now)
  return { token, expiresAt, playbackUrl: `/media/${live.playbackId}/live.m3u8?token=${encodeURIComponent(token)}` }
}

export async function refusal(
  c: Context<AppEnv>,
  cause: StreamRefusalCause,
  code: string,
  viewer: ViewerAccount | null,
  asset: StreamAsset | null,
  match: AssetMatch | null,
  country: string,
): Promise<SessionCheckResult> {
  let alternativeAssetId: string | null = null
  const regionCause = cause === 'blackout' || cause === 'notUnsoldTerritory' || cause === 'unknownCountry'
  if (regionCause && asset?.contentKind === 'video' && viewer && match) {
    // Issue 10 §8: live audio of the same match instead, if their subscription covers it.
    const audio = await c.env.DB.prepare('SELECT audio_asset_id AS id FROM matches WHERE id = ?')
      .bind(match.matchId)
      .first<{ id: string | null }>()
    if (audio?.id && streamEntitlement('audio', viewer.entitlements, match.matchId) === 'entitled') alternativeAssetId = audio.id
  }
  const message = MESSAGES[code] ?? 'Sorry, there has been a problem accessing this stream'
  return { granted: false, refusal: { code, message, meta: { cause, country, alternativeAssetId } } }
}
