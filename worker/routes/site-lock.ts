import { type Context, Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { ALLOW_ENTRY_COOKIE, ALLOW_ENTRY_MAX_AGE_SECONDS, SiteLockAttemptSchema } from '../../shared/schemas/site-lock'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { passwordMatches, signAllowEntry } from '../middleware/allow-entry'
import { readJsonBody } from './json-body'

/**
 * SPEC §4.8, §5 site lock. The password is checked here, on the server, and
 * never sent to the browser. POST /check answers whether it is right (the
 * lock box then shows its Access button); POST /access checks it again and
 * sets the signed allow_entry cookie. Both count against a per-address
 * attempt limit, so the shared password cannot be brute-forced.
 */
export const siteLockApi = new Hono<AppEnv>()

siteLockApi.post('/check', async (c) => {
  if (await tooManyAttempts(c)) return tooManyAttemptsError(c)
  const attempt = await checkAttempt(c.env.SITE_LOCK_PASSWORD, await readJsonBody(c))
  if (attempt !== 'right') return attemptError(c, attempt)
  return c.json({ data: { type: 'siteLockCheck', attributes: { valid: true } } })
})

siteLockApi.post('/access', async (c) => {
  if (await tooManyAttempts(c)) return tooManyAttemptsError(c)
  const password = c.env.SITE_LOCK_PASSWORD
  const attempt = await checkAttempt(password, await readJsonBody(c))
  if (attempt !== 'right' || !password) return attemptError(c, attempt)
  setCookie(c, ALLOW_ENTRY_COOKIE, await signAllowEntry(password, new Date()), {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: ALLOW_ENTRY_MAX_AGE_SECONDS,
    domain: c.get('cookieDomain') ?? undefined,
  })
  return c.json({ data: { type: 'siteLockAccess', attributes: { allowed: true } } })
})

siteLockApi.all('/*', (c) => c.json(apiErrorBody('method_not_allowed', 'Use POST'), 405))

/**
 * Counts this attempt against the visitor's address (Cloudflare sets
 * CF-Connecting-IP and overwrites any value the client sent). Only a locked
 * site counts: with no password there is nothing to guess.
 */
async function tooManyAttempts(c: Context<AppEnv>): Promise<boolean> {
  if (!c.env.SITE_LOCK_PASSWORD) return false
  const key = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const { success } = await c.env.SITE_LOCK_ATTEMPTS.limit({ key })
  return !success
}

function tooManyAttemptsError(c: Context<AppEnv>) {
  c.header('Retry-After', '60')
  return c.json(apiErrorBody('too_many_attempts', 'Too many attempts. Try again in a minute'), 429)
}

type Attempt = 'right' | 'wrong' | 'invalid' | 'notLocked'

async function checkAttempt(password: string | undefined, body: unknown): Promise<Attempt> {
  if (!password) return 'notLocked'
  const parsed = SiteLockAttemptSchema.safeParse(body)
  if (!parsed.success) return 'invalid'
  return (await passwordMatches(password, parsed.data.password)) ? 'right' : 'wrong'
}

function attemptError(c: Context<AppEnv>, attempt: Attempt) {
  if (attempt === 'notLocked') return c.json(apiErrorBody('not_found', 'The site is not locked'), 404)
  if (attempt === 'invalid') return c.json(apiErrorBody('bad_request', 'A password is required'), 400)
  return c.json(apiErrorBody('wrong_password', 'That password is not right'), 401)
}
