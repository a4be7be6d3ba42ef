/**
 * The two calls of the SPEC §4.5 live flow, as a live player makes them:
 * GET /api/streamline/streams/{assetID} (the §3 stream asset) and
 * POST /api/streamline/session/check (§7). Neither throws but for an abort:
 * no answer at all is 'failed', which §8.3 says is only logged.
 */
import type { LiveRefusal } from '../../shared/rules/live-notice'
import type { StreamAssetAttributes } from '../../shared/types/stream'

export type AssetAnswer = { kind: 'found'; asset: StreamAssetAttributes } | { kind: 'missing' } | { kind: 'failed' }

export async function fetchStreamAsset(assetId: string, signal: AbortSignal): Promise<AssetAnswer> {
  let response: Response
  try {
    response = await fetch(`/api/streamline/streams/${encodeURIComponent(assetId)}`, { signal, headers: { Accept: 'application/json' } })
  } catch (error) {
    if (signal.aborted) throw error
    return { kind: 'failed' }
  }
  if (response.status === 404) return { kind: 'missing' }
  const body = (await response.json().catch(() => null)) as { data?: { attributes?: StreamAssetAttributes } } | null
  const asset = response.ok ? body?.data?.attributes : undefined
  return asset ? { kind: 'found', asset } : { kind: 'failed' }
}

export type CheckAnswer =
  | { kind: 'granted'; token: string; playbackUrl: string; bypassed: boolean }
  | { kind: 'refused'; refusal: LiveRefusal }
  /** 200 without a session to play (no token or address): §8.1 'No Session Data'. */
  | { kind: 'noSessionData' }
  | { kind: 'failed' }

interface CheckBody {
  data?: { attributes?: { token?: unknown; playbackUrl?: unknown; bypassed?: unknown } }
  errors?: Array<{ code?: unknown; meta?: { cause?: unknown; country?: unknown; alternativeAssetId?: unknown } }>
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

export async function checkLiveSession(
  stream: { assetId: string; mediaType: string },
  sessionID: number,
  signal: AbortSignal,
): Promise<CheckAnswer> {
  let response: Response
  try {
    response = await fetch('/api/streamline/session/check', {
      method: 'POST',
      signal,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data: { attributes: { videoID: stream.assetId, mediaType: stream.mediaType, sessionID } } }),
    })
  } catch (error) {
    if (signal.aborted) throw error
    return { kind: 'failed' }
  }
  return readCheckAnswer(response)
}

/**
 * A session check's answer, or a takeover's (issue 21 §5 answers as the check does): 200 with a
 * token and address, or the refusal with its §8.1 code.
 */
export async function readCheckAnswer(response: Response): Promise<CheckAnswer> {
  const body = (await response.json().catch(() => null)) as CheckBody | null
  if (response.status === 200) {
    const token = text(body?.data?.attributes?.token)
    const playbackUrl = text(body?.data?.attributes?.playbackUrl)
    if (!token || !playbackUrl) return { kind: 'noSessionData' }
    return { kind: 'granted', token, playbackUrl, bypassed: body?.data?.attributes?.bypassed === true }
  }
  // SPEC §5: only 200 and 403 are valid replies; anything else is a problem shown with its status.
  const error = response.status === 403 ? body?.errors?.[0] : undefined
  const code = text(error?.code) ?? String(response.status)
  return {
    kind: 'refused',
    refusal: {
      code,
      cause: text(error?.meta?.cause),
      country: text(error?.meta?.country),
      alternativeAssetId: text(error?.meta?.alternativeAssetId),
    },
  }
}

/** Issue 10 §8 "Ready for kick-off?": GET /api/streamline/session/readiness/{assetID} (worker/streaming/stream-readiness.ts). */
export interface ReadinessAnswer {
  state: 'ready' | 'refused'
  code: string | null
  cause: string | null
  country: string
  bypassed: boolean
  online: boolean
}

/** About one match's stream: the commentary asset is every men's match's, so the match is named. */
export async function fetchReadiness(
  ask: { assetId: string; matchId: number },
  sessionID: number,
  signal: AbortSignal,
): Promise<ReadinessAnswer | null> {
  const query = `?matchId=${ask.matchId}${sessionID > 0 ? `&sessionID=${sessionID}` : ''}`
  try {
    const response = await fetch(`/api/streamline/session/readiness/${encodeURIComponent(ask.assetId)}${query}`, {
      signal,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
    const body = (await response.json().catch(() => null)) as { data?: { attributes?: ReadinessAnswer } } | null
    return response.ok ? (body?.data?.attributes ?? null) : null
  } catch (error) {
    if (signal.aborted) throw error
    return null
  }
}
