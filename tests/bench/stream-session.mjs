// One signed-in supporter as the stream bench drives it: sign-in through
// POST /api/auth/login, the session cookies kept by hand and sent only
// where a browser would send them, the access token refreshed before its 10
// minutes run out (a soak outlives it), and the session check a live player
// makes (SPEC §7). Requests go through the bench's lean client (http-client.mjs).
import { send } from './http-client.mjs'

/** Refresh well inside the access token's 10-minute life (worker/identity/tokens.ts). */
const REFRESH_AFTER_MS = 8 * 60_000
/**
 * Each supporter refreshes up to this much sooner: supporters sign in at different moments, and 500
 * bench accounts signed in within seconds would otherwise all refresh in the same second every 8 minutes.
 */
const REFRESH_SPREAD_MS = 2 * 60_000
/**
 * SOAK_REFRESH=0: no refreshes at all, to tell their cost from a trend in a soak (runs shorter than the
 * access token's 10 minutes only: after that every check is refused for want of a session).
 */
const REFRESHING = process.env.SOAK_REFRESH !== '0'
/** A failed refresh is tried again this much later. */
const REFRESH_RETRY_MS = 15_000

export class StreamSession {
  /**
   * `address` is the CF-Connecting-IP this supporter signs in from. On
   * Cloudflare the edge overwrites it; wrangler dev keeps a client's value
   * (miniflare only fills it in when absent), so 501 bench sign-ins come
   * from distinct addresses and the per-address limit (30 a minute) is never
   * met, instead of being switched off.
   */
  constructor(origin, email, address) {
    this.origin = origin
    this.email = email
    this.address = address
    /** name → { value, path } */
    this.cookies = new Map()
    this.freshAt = 0
    this.refreshAfterMs = REFRESH_AFTER_MS - Math.random() * REFRESH_SPREAD_MS
    /** Refreshes that did not answer 200 (a check after the access token ran out is then refused). */
    this.refreshFailures = 0
  }

  cookieHeader(path) {
    return [...this.cookies]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ')
  }

  /** Sends the cookies a browser would for `path` and keeps what Set-Cookie gave; resolves to { status, text }. */
  async request(path, { method = 'GET', headers = {}, body } = {}) {
    const cookie = this.cookieHeader(path)
    const all = { ...headers, 'cf-connecting-ip': this.address, ...(cookie ? { cookie } : {}) }
    const response = await send(this.origin, path, { method, headers: all, body })
    for (const line of response.setCookies) this.keepCookie(line)
    return response
  }

  keepCookie(line) {
    const [pair, ...attributes] = line.split(';')
    const at = pair.indexOf('=')
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    const path =
      attributes
        .map((a) => a.trim())
        .find((a) => /^path=/i.test(a))
        ?.slice(5) ?? '/'
    const deleted = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))
    if (deleted) this.cookies.delete(name)
    else this.cookies.set(name, { value, path })
  }

  async signIn(password) {
    const response = await this.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: this.email, password }),
    })
    if (response.status !== 200) throw new Error(`sign-in of ${this.email} answered ${response.status}: ${response.text.slice(0, 200)}`)
    this.freshAt = Date.now()
  }

  /**
   * SPEC §4.6 token flow step 3, as the client does it before the access token expires: in the
   * background, as a browser's timer does, so a session check never waits for it (its latency was
   * the refresh's plus its own, every 8 minutes). Checks in the meantime carry the access token that
   * still has two minutes or more to live; the new cookies are kept when the answer comes.
   */
  keepFresh() {
    if (!REFRESHING) return
    if (Date.now() - this.freshAt < this.refreshAfterMs) return
    this.freshAt = Date.now()
    // A refresh that fails (wrangler's dev proxy answers 503 to a request it could not forward) is tried
    // again 15 s later (the site's client asks again on its next check), not 8 minutes later, after the
    // access token ran out and every check in between was refused for want of a session.
    const failed = () => {
      this.refreshFailures++
      this.freshAt = Date.now() - this.refreshAfterMs + REFRESH_RETRY_MS
    }
    this.request('/api/auth/refresh', { method: 'POST' }).then((response) => {
      if (response.status !== 200) failed()
    }, failed)
  }

  /**
   * POST /api/streamline/session/check. The outcome: 'granted', the §8.1
   * code of a refusal (ERR_54648_1 when the device limit is met),
   * 'overloaded' when the answer says a Durable Object was overloaded,
   * 'server error <n>' for any other 5xx, else 'status <n>'.
   */
  async check(assetId, deviceId) {
    const response = await this.sendCheck(assetId, deviceId)
    const { text } = response
    if (response.status === 200) return 'granted'
    // The answer's first words name who refused (our worker's JSON code, or the local dev proxy's sentence).
    if (response.status >= 500) return /overload/i.test(text) ? 'overloaded' : `server error ${response.status}: ${text.slice(0, 60)}`
    if (response.status === 403) {
      try {
        return JSON.parse(text).errors?.[0]?.code ?? 'status 403'
      } catch {
        return 'status 403'
      }
    }
    return `status ${response.status}`
  }

  /** The session check's live address for the device (issue 18 §7: the live media bench), or null when refused. */
  async playbackUrl(assetId, deviceId) {
    const response = await this.sendCheck(assetId, deviceId)
    return response.status === 200 ? (JSON.parse(response.text).data?.attributes?.playbackUrl ?? null) : null
  }

  async sendCheck(assetId, deviceId) {
    this.keepFresh()
    return this.request('/api/streamline/session/check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { attributes: { videoID: assetId, mediaType: 'live-stream', sessionID: deviceId } } }),
    })
  }
}

/** An address from 198.18.0.0/15, the range set aside for benchmarks (RFC 2544), one per supporter. */
export function benchAddress(index) {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`
}

/** Signs every account in, a few at a time (each sign-in is one PBKDF2 hash on the worker). */
export async function signInAll(origin, emails, password, concurrency = 4) {
  const sessions = emails.map((email, i) => new StreamSession(origin, email, benchAddress(i)))
  let next = 0
  const worker = async () => {
    while (next < sessions.length) await sessions[next++].signIn(password)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return sessions
}
