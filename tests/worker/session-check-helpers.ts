import { env } from 'cloudflare:workers'
import { LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET } from '../../worker/seed/streams'
import { type AccountOptions, makeAccount, type TestAccount } from './account-factory'
import { Browser } from './auth-helpers'

export { LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET }

export interface CheckAnswer {
  status: number
  code: string | null
  cause: string | null
  country: string | null
  alternativeAssetId: string | null
  token: string | null
  playbackUrl: string | null
  bypassed: boolean | null
}

/** The live match the seeded live assets belong to. */
export async function liveMatchId(): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM matches WHERE video_asset_id = ? AND status = 'live'")
    .bind(LIVE_VIDEO_ASSET)
    .first<{ id: number }>()
  if (!row) throw new Error('the seed has no live match with live video')
  return row.id
}

/** A fresh account, signed in on a fresh browser; `passFor` adds a match pass for that match. */
export async function supporter(options: AccountOptions & { passFor?: number } = {}): Promise<{ account: TestAccount; browser: Browser }> {
  const account = await makeAccount(options)
  if (options.passFor !== undefined) {
    const now = new Date().toISOString()
    await env.DB.prepare(
      `INSERT INTO entitlements (account_id, code, source, match_id, starts_at, created_at) VALUES (?, 'match-pass', 'admin', ?, ?, ?)`,
    )
      .bind(account.id, options.passFor, now, now)
      .run()
  }
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return { account, browser }
}

/** POST /api/streamline/session/check from `country` (the edge's cf data), as a player sends it. */
export async function check(
  browser: Browser,
  videoID: string,
  sessionID: number,
  country = 'GB',
  extra: { headers?: Record<string, string>; attributes?: Record<string, unknown> } = {},
): Promise<CheckAnswer> {
  const response = await browser.fetch('/api/streamline/session/check', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...extra.headers },
    body: JSON.stringify({ data: { attributes: { videoID, mediaType: 'live-stream', sessionID, ...extra.attributes } } }),
    cf: { country },
  })
  const body = (await response.json()) as {
    data?: { attributes: { token: string; playbackUrl: string; bypassed: boolean } }
    errors?: Array<{ code: string; meta?: { cause: string; country: string; alternativeAssetId: string | null } }>
  }
  const error = body.errors?.[0]
  return {
    status: response.status,
    code: error?.code ?? null,
    cause: error?.meta?.cause ?? null,
    country: error?.meta?.country ?? null,
    alternativeAssetId: error?.meta?.alternativeAssetId ?? null,
    token: body.data?.attributes.token ?? null,
    playbackUrl: body.data?.attributes.playbackUrl ?? null,
    bypassed: body.data?.attributes.bypassed ?? null,
  }
}
