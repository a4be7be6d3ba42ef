import { describe, expect, it } from 'vitest'
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../worker/identity/rate-limits'
import { makeAccount } from './account-factory'
import { type ApiError, Browser } from './auth-helpers'

// issue 8 §9: sign-in attempts are limited per visitor address (30 a minute) and per account (5 a minute).
const PER_ADDRESS = 30
const PER_ACCOUNT = 5

interface Attempt {
  status: number
  body: ApiError
  retryAfter: string | null
  setsSession: boolean
}

async function attempt(browser: Browser, username: string, password: string): Promise<Attempt> {
  const response = await browser.post('/api/auth/login', { username, password })
  return {
    status: response.status,
    body: (await response.json()) as ApiError,
    retryAfter: response.headers.get('Retry-After'),
    setsSession: response.headers.getSetCookie().some((line) => /^__Host-club_session=[^;]/.test(line)),
  }
}

/**
 * The local limiter counts in windows of one clock minute; a burst that
 * straddles two would start counting again halfway. Such a run is done again
 * with fresh accounts and addresses (the production limiter is approximate
 * anyway, so the tests only need the limit to bite within one window).
 */
async function inOneWindow<T>(run: () => Promise<T>): Promise<T> {
  const minute = () => Math.floor(Date.now() / 60_000)
  for (let tries = 0; ; tries += 1) {
    const start = minute()
    const result = await run()
    if (minute() === start || tries === 2) return result
  }
}

const tooMany = {
  status: 429,
  body: { errors: [{ code: 'too_many_attempts', message: TOO_MANY_ATTEMPTS_MESSAGE }] },
  retryAfter: '60',
  setsSession: false,
}

describe('sign-in rate limits (issue 8 §9)', () => {
  it('per account: after 5 attempts in a minute, from anywhere, even the right password gets 429 with a clear message', async () => {
    const { wrong, limited, other } = await inOneWindow(async () => {
      const account = await makeAccount()
      const spellings = [account.email, account.email.toUpperCase(), ` ${account.email}`, account.email, `${account.email}\t`]
      const wrong = []
      for (const username of spellings.slice(0, PER_ACCOUNT)) wrong.push(await attempt(new Browser(), username, 'not-the-password'))
      const limited = await attempt(new Browser(), account.email, account.password)
      const bystander = await makeAccount()
      const other = await attempt(new Browser(), bystander.email, bystander.password)
      return { wrong, limited, other }
    })
    expect(wrong.map((a) => a.status)).toEqual([401, 401, 401, 401, 401])
    expect(limited).toEqual(tooMany)
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many attempts. Wait a minute and try again')
    // Another account is not held back by this one's limit.
    expect(other.status).toBe(200)
  })

  it('an address that has no account is limited exactly like one that has (the limit tells nothing)', async () => {
    const { known, unknown } = await inOneWindow(async () => {
      const account = await makeAccount()
      const nobody = `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`
      const run = async (email: string) => {
        const answers = []
        for (let i = 0; i <= PER_ACCOUNT; i += 1) answers.push(await attempt(new Browser(), email, 'not-the-password'))
        return answers
      }
      return { known: await run(account.email), unknown: await run(nobody) }
    })
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429])
    expect(unknown).toEqual(known)
  })

  it('per address: the 31st attempt in a minute from one address gets 429; other addresses and that account elsewhere are unaffected', async () => {
    const { spent, limited, elsewhere, sameAccountElsewhere } = await inOneWindow(async () => {
      const busy = new Browser()
      const spent = []
      for (let i = 0; i < PER_ADDRESS; i += 1)
        spent.push(await attempt(busy, `guess-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`, 'not-the-password'))
      const account = await makeAccount()
      const limited = await attempt(busy, account.email, account.password)
      const other = await makeAccount()
      const elsewhere = await attempt(new Browser(), other.email, other.password)
      const sameAccountElsewhere = await attempt(new Browser(), account.email, account.password)
      return { spent, limited, elsewhere, sameAccountElsewhere }
    })
    expect(spent.every((a) => a.status === 401)).toBe(true)
    expect(limited).toEqual(tooMany)
    expect(elsewhere.status).toBe(200)
    expect(sameAccountElsewhere.status).toBe(200)
  })

  it('malformed requests are refused before they count against an account', async () => {
    const { garbage, signIn } = await inOneWindow(async () => {
      const account = await makeAccount()
      const garbage = []
      for (let i = 0; i < PER_ACCOUNT + 2; i += 1)
        garbage.push((await new Browser().post('/api/auth/login', { username: account.email })).status)
      return { garbage, signIn: await attempt(new Browser(), account.email, account.password) }
    })
    expect(garbage.every((status) => status === 400)).toBe(true)
    expect(signIn.status).toBe(200)
  })
})
