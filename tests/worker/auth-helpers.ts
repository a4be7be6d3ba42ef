import { exports } from 'cloudflare:workers'

/**
 * A browser's cookie jar for one supporter in worker tests: keeps what
 * Set-Cookie gave (by name; Max-Age=0 deletes) and sends it back. Every jar
 * gets its own CF-Connecting-IP so the per-address sign-in limit only meets
 * the tests that are about it.
 */
export class Browser {
  readonly cookies = new Map<string, string>()
  readonly address: string

  constructor(address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
    this.address = `${address}-${crypto.randomUUID().slice(0, 8)}`
  }

  /** Where requests go; a subclass may ask another host (with its own worker settings, through `send`). */
  protected readonly origin: string = 'http://localhost'

  protected send(request: Request): Promise<Response> {
    return exports.default.fetch(request)
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async fetch(path: string, init: RequestInit & { cf?: Record<string, unknown> } = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0 && !headers.has('Cookie')) headers.set('Cookie', this.cookieHeader())
    headers.set('CF-Connecting-IP', this.address)
    const response = await this.send(new Request(`${this.origin}${path}`, { ...init, headers, redirect: 'manual' }))
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      const deleted = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value.join('=') === ''
      if (deleted) this.cookies.delete(name!.trim())
      else this.cookies.set(name!.trim(), value.join('='))
    }
    return response
  }

  post(path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (body !== undefined) headers.set('Content-Type', 'application/json')
    return this.fetch(path, { ...init, method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) })
  }

  /** Signs in through the login form's endpoint; fails the test when that does not work. */
  async signIn(email: string, password = 'town-tv-demo'): Promise<Response> {
    const response = await this.post('/api/auth/login', { username: email, password })
    if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`)
    return response
  }
}

export interface ApiError {
  errors: Array<{ code: string; message: string }>
}
