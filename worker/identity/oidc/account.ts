/**
 * Which site account an OIDC sign-in belongs to. Both providers end in the
 * same site session, so an OIDC supporter is an ordinary account: found by its
 * (issuer, subject) link, else by an email the provider vouches for (and then
 * linked), else created (and linked).
 *
 * An address is trusted only when the provider says email_verified: true (in
 * the ID token, or in UserInfo with the address: shared/rules/oidc-profile-claims.ts).
 * Linking on an unverified address would hand an existing account to whoever
 * typed that address at the provider, and creating an account on one would let
 * them squat it; both are refused.
 */
import { EmailSchema, MAX_NAME_LENGTH } from '../../../shared/schemas/auth'
import { type Account, createAccount, findAccountByEmail, findAccountByIdentity, linkIdentity } from '../../db/accounts'

/** What the site keeps from a validated ID token (and UserInfo). */
export interface ExternalIdentity {
  issuer: string
  subject: string
  /** Normalised like every address on the site, or null when absent or not an address. */
  email: string | null
  emailVerified: boolean
  forename: string
  surname: string
}

/** identity_links keys stay small; OIDC caps sub at 255 ASCII characters. */
const MAX_SUBJECT_LENGTH = 255

function text(value: unknown): string {
  if (typeof value !== 'string') return ''
  // Names are shown on the site: no control, zero-width or bidi characters, and a sane length.
  const clean = value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  return [...clean].slice(0, MAX_NAME_LENGTH).join('').trim()
}

/** The identity in validated ID-token claims (filled from UserInfo); null when it has no usable subject. */
export function identityFromClaims(claims: Record<string, unknown>): ExternalIdentity | null {
  const { iss, sub } = claims
  if (typeof iss !== 'string' || typeof sub !== 'string' || sub === '' || sub.length > MAX_SUBJECT_LENGTH) return null
  const email = EmailSchema.safeParse(claims.email)
  const address = email.success ? email.data : null
  let forename = text(claims.given_name)
  const surname = text(claims.family_name)
  if (!forename && !surname) forename = text(claims.name)
  if (!forename && !surname && address) forename = text(address.split('@')[0])
  return { issuer: iss, subject: sub, email: address, emailVerified: claims.email_verified === true, forename, surname }
}

export type AccountResolution =
  | { outcome: 'linked' | 'matchedEmail' | 'created'; account: Account }
  | { outcome: 'refused'; reason: 'no_usable_email' | 'email_taken' }

export async function accountForIdentity(db: D1Database, identity: ExternalIdentity, now: Date): Promise<AccountResolution> {
  const linked = await findAccountByIdentity(db, identity.issuer, identity.subject)
  if (linked) return { outcome: 'linked', account: linked }
  if (!identity.email || !identity.emailVerified) {
    const taken = identity.email ? await findAccountByEmail(db, identity.email) : null
    return { outcome: 'refused', reason: taken ? 'email_taken' : 'no_usable_email' }
  }
  const existing = await findAccountByEmail(db, identity.email)
  if (existing) {
    await linkIdentity(db, identity.issuer, identity.subject, existing.id, now)
    return { outcome: 'matchedEmail', account: existing }
  }
  let account: Account
  try {
    account = await createAccount(
      db,
      {
        email: identity.email,
        passwordHash: null,
        forename: identity.forename,
        surname: identity.surname,
        emailConfirmedAt: now.toISOString(),
      },
      now,
    )
  } catch (err) {
    // A second callback for the same person created the account a moment ago (email is unique): use it.
    const raced = await findAccountByEmail(db, identity.email)
    if (!raced) throw err
    account = raced
  }
  await linkIdentity(db, identity.issuer, identity.subject, account.id, now)
  return { outcome: 'created', account }
}
