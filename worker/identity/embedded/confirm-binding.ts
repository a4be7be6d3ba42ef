/**
 * A confirmation link signs the supporter in only in the browser that
 * registered: it holds a cookie with the HMAC of the link's token. Opened
 * anywhere else (another device, a mail scanner, a victim sent an attacker's
 * link to sign them into the attacker's account) the link confirms the
 * address and asks for the password. Every registration answer sets the
 * cookie, with a throwaway value when no link was sent, so the answer never
 * shows whether the address already had an account.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../../env'
import { randomToken } from '../crypto-text'
import { EMAIL_CONFIRM_TTL_SECONDS } from './one-time-tokens'
import { digestMatches, portalDigest } from './portal-keys'

export const CONFIRM_COOKIE = 'club_sso_confirm'
const CONFIRM_PATH = '/sso/confirm'

/** `token` is the link's token, or null when no link was sent (a throwaway value then). */
export async function bindConfirmation(c: Context<AppEnv>, token: string | null): Promise<void> {
  const value = await portalDigest(c.env, 'confirm-binding', token ?? randomToken())
  setCookie(c, CONFIRM_COOKIE, value, {
    path: CONFIRM_PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: EMAIL_CONFIRM_TTL_SECONDS,
  })
}

export async function confirmationBound(c: Context<AppEnv>, token: string): Promise<boolean> {
  const cookie = getCookie(c, CONFIRM_COOKIE)
  if (!cookie || cookie.length > 64) return false
  return digestMatches(c.env, 'confirm-binding', token, cookie)
}

export function clearConfirmation(c: Context<AppEnv>): void {
  deleteCookie(c, CONFIRM_COOKIE, { path: CONFIRM_PATH, secure: true, httpOnly: true, sameSite: 'Lax' })
}
