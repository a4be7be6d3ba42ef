import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { exportJWK, generateKeyPair } from 'jose'
import { type MockInstance, vi } from 'vitest'
import worker from '../../worker/index'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'

/** A browser whose requests reach the worker with these bindings changed (another provider's settings). */
export class EnvBrowser extends Browser {
  constructor(readonly overrides: Record<string, unknown>) {
    super()
  }

  protected override async send(request: Request): Promise<Response> {
    const ctx = createExecutionContext()
    const response = await worker.fetch(request, { ...env, ...this.overrides } as typeof env, ctx)
    await waitOnExecutionContext(ctx)
    return response
  }
}

/** A signed-in editor (or another role) whose requests see `overrides`. */
export async function staffWith(role: 'editor' | 'admin' | null, overrides: Record<string, unknown> = {}): Promise<EnvBrowser> {
  const account = await makeAccount({ role: role ?? undefined })
  const browser = new EnvBrowser(overrides)
  await browser.signIn(account.email, account.password)
  return browser
}

export const STREAM_ACCOUNT = '0123456789abcdef0123456789abcdef'
export const STREAM_HOST = 'customer-test123.cloudflarestream.com'
export const WEBHOOK_SECRET = 'stream-webhook-secret-for-tests'

/** Cloudflare Stream's settings with a fresh RS256 signing key; the public key checks what we sign. */
export async function streamSettings() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: 'stream-key-1' }
  return {
    publicKey,
    kid: jwk.kid,
    overrides: {
      VIDEO_PROVIDER: 'cloudflare-stream',
      STREAM_ACCOUNT_ID: STREAM_ACCOUNT,
      STREAM_API_TOKEN: 'stream-api-token-for-tests',
      STREAM_PLAYBACK_HOST: STREAM_HOST,
      STREAM_SIGNING_KEY: JSON.stringify(jwk),
      STREAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  }
}

export interface StreamCall {
  method: string
  url: string
  headers: Headers
}

/**
 * api.cloudflare.com as the tests' outside world (as fake-stripe.ts is
 * Stripe's): direct creator uploads answer a tus Location and the uid in
 * stream-media-id; GET …/stream/{uid} answers from `videos`; the playback
 * host's thumbnails answer `thumbnail`. Other hosts go to the real fetch.
 */
export class FakeStream {
  readonly calls: StreamCall[] = []
  readonly videos = new Map<string, Record<string, unknown>>()
  private spy: MockInstance<typeof fetch>
  nextUid = ''
  /** What Stream's signed thumbnail address answers (issue 20 §5); null: 404. */
  thumbnail: { status: number; body: Uint8Array<ArrayBuffer> } | null = null
  /** Runs as a thumbnail is asked for (before it is answered). */
  onThumbnail: (() => Promise<void>) | null = null

  constructor() {
    const real = globalThis.fetch
    this.spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      if (url.host === STREAM_HOST && /^\/[^/]+\/thumbnails\/thumbnail\.jpg$/.test(url.pathname)) {
        this.calls.push({ method: request.method, url: request.url, headers: request.headers })
        await this.onThumbnail?.()
        return this.thumbnail ? new Response(this.thumbnail.body, { status: this.thumbnail.status }) : new Response(null, { status: 404 })
      }
      if (url.host !== 'api.cloudflare.com') return real(input, init)
      this.calls.push({ method: request.method, url: request.url, headers: request.headers })
      if (request.method === 'POST' && url.pathname === `/client/v4/accounts/${STREAM_ACCOUNT}/stream`) {
        const uid = this.nextUid || crypto.randomUUID().replaceAll('-', '')
        return new Response(null, {
          status: 201,
          headers: { Location: `https://upload.videodelivery.net/tus/${uid}?tusv2=true`, 'stream-media-id': uid },
        })
      }
      const video = /\/stream\/([a-z0-9]{32})$/.exec(url.pathname)
      if (request.method === 'GET' && video) {
        const result = this.videos.get(video[1]!)
        return result ? Response.json({ success: true, result }) : Response.json({ success: false }, { status: 404 })
      }
      if (request.method === 'DELETE' && video) return new Response(null, { status: 200 })
      return Response.json({ success: false, errors: [{ message: 'not faked' }] }, { status: 400 })
    })
  }

  restore(): void {
    this.spy.mockRestore()
  }
}

/** tus headers of a creation request. */
export function tusCreate(length: number, meta: Record<string, string>): RequestInit {
  const encoded = Object.entries(meta)
    .map(([key, value]) => `${key} ${btoa(value)}`)
    .join(',')
  return { method: 'POST', headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length), 'Upload-Metadata': encoded } }
}

export function tusPatch(offset: number, body: Uint8Array<ArrayBuffer>): RequestInit {
  return {
    method: 'PATCH',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body,
  }
}

/** `length` bytes that start like an MP4 (an ftyp box), the rest a pattern. */
export function mp4Bytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length)
  for (let i = 0; i < length; i += 1) bytes[i] = i % 251
  bytes.set([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 0)
  return bytes
}

/** HMAC-SHA256 hex, as Stream signs "{time}.{body}". */
export async function streamSignature(body: string, time: number, secret = WEBHOOK_SECRET): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${time}.${body}`)))
  return `time=${time},sig1=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

export async function videoRow(entryId: string) {
  return env.DB.prepare('SELECT * FROM videos WHERE entry_id = ?1').bind(entryId).first<Record<string, unknown>>()
}

export async function uploadRow(entryId: string) {
  return env.DB.prepare('SELECT * FROM video_uploads WHERE entry_id = ?1').bind(entryId).first<Record<string, unknown>>()
}
