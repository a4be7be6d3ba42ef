import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { makeAccount } from './account-factory'
import { type ApiError, Browser } from './auth-helpers'

// Issue 21 §3: the commentary language is remembered per account (GET/PUT /api/account/preferences),
// the account taken from the session cookie only.

const PATH = '/api/account/preferences'

async function signedIn(): Promise<{ browser: Browser; id: number }> {
  const account = await makeAccount()
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return { browser, id: account.id }
}

function put(browser: Browser, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return browser.fetch(PATH, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const stored = async (id: number) =>
  (await env.DB.prepare('SELECT commentary_language FROM accounts WHERE id = ?').bind(id).first<{ commentary_language: string | null }>())
    ?.commentary_language

describe('the commentary language preference', () => {
  it('is none until chosen, then saved and read back on another device of the same account', async () => {
    const account = await makeAccount()
    const phone = new Browser()
    await phone.signIn(account.email, account.password)
    const before = await phone.fetch(PATH)
    expect(before.status).toBe(200)
    expect(await before.json()).toEqual({ data: { type: 'accountPreferences', attributes: { commentaryLanguage: null } } })
    const saved = await put(phone, { commentaryLanguage: 'ar' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ data: { type: 'accountPreferences', attributes: { commentaryLanguage: 'ar' } } })
    const laptop = new Browser()
    await laptop.signIn(account.email, account.password)
    const read = (await (await laptop.fetch(PATH)).json()) as { data: { attributes: { commentaryLanguage: string } } }
    expect(read.data.attributes.commentaryLanguage).toBe('ar')
    expect(await stored(account.id)).toBe('ar')
  })

  it.each([
    ['another language', { commentaryLanguage: 'fr' }],
    ['a capitalised code', { commentaryLanguage: 'AR' }],
    ['no language', {}],
    ['an extra field', { commentaryLanguage: 'ar', accountId: 1 }],
    ['not JSON', 'commentaryLanguage=ar'],
    ['a list', ['ar']],
  ])('%s is refused with 400 invalid_preference and nothing saved', async (_, body) => {
    const { browser, id } = await signedIn()
    await put(browser, { commentaryLanguage: 'en' })
    const refused = await put(browser, body)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as ApiError).errors[0]?.code).toBe('invalid_preference')
    expect(await stored(id)).toBe('en')
  })

  it('takes the account from the session cookie only: without one 401, and no body or header names another account', async () => {
    const { browser: other, id: otherId } = await signedIn()
    const anonymous = new Browser()
    const refused = await put(anonymous, { commentaryLanguage: 'ar' })
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as ApiError).errors[0]?.code).toBe('not_signed_in')
    expect((await anonymous.fetch(PATH)).status).toBe(401)
    // A signed-in supporter's save changes their own account, whatever else the request says.
    const { browser, id } = await signedIn()
    expect((await put(browser, { commentaryLanguage: 'ar' }, { 'X-Account-Id': String(otherId) })).status).toBe(200)
    expect(await stored(id)).toBe('ar')
    expect(await stored(otherId)).toBeNull()
    expect((await other.fetch(PATH)).status).toBe(200)
  })

  it('changes only by PUT: a GET with a query, a POST or a cross-site PUT save nothing', async () => {
    const { browser, id } = await signedIn()
    expect((await browser.fetch(`${PATH}?commentaryLanguage=ar`)).status).toBe(200)
    const posted = await browser.post(PATH, { commentaryLanguage: 'ar' })
    expect(posted.status).toBe(405)
    expect(((await posted.json()) as ApiError).errors[0]?.code).toBe('method_not_allowed')
    const crossSite = await put(browser, { commentaryLanguage: 'ar' }, { Origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await stored(id)).toBeNull()
  })
})
