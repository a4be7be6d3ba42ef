import { describe, expect, it } from 'vitest'
import {
  EmailSchema,
  firstIssueMessage,
  HandoffRequestSchema,
  LoginRequestSchema,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  NewPasswordSchema,
  newPasswordMismatch,
  normaliseEmail,
  RegisterRequestSchema,
} from '../../shared/schemas/auth'

/** The address the schema stores, or its first message when refused. */
function email(raw: unknown): { ok: string } | { refused: string } {
  const parsed = EmailSchema.safeParse(raw)
  return parsed.success ? { ok: parsed.data } : { refused: firstIssueMessage(parsed.error) }
}

describe('an email typed two ways is one address (SPEC §5: lower-cased and trimmed; NFC)', () => {
  it.each<[string, string]>([
    ['subscriber@example.com', 'subscriber@example.com'],
    ['Subscriber@Example.COM', 'subscriber@example.com'],
    ['  subscriber@example.com  ', 'subscriber@example.com'],
    ['\tSUBSCRIBER@EXAMPLE.COM\n', 'subscriber@example.com'],
    ['\u00a0subscriber@example.com\u3000', 'subscriber@example.com'],
    ['cafe\u0301@example.com', 'caf\u00e9@example.com'],
    ['CAF\u00c9@example.com', 'caf\u00e9@example.com'],
    ['CAFE\u0301@EXAMPLE.COM', 'caf\u00e9@example.com'],
  ])('%j → %j', (raw, stored) => {
    expect(email(raw)).toEqual({ ok: stored })
    expect(normaliseEmail(raw)).toBe(stored)
  })
})

describe('look-alike addresses stay different addresses', () => {
  it.each<[string, string]>([
    ['Cyrillic а in the domain', 'subscriber@ex\u0430mple.com'],
    ['Cyrillic е in the local part', 'subscrib\u0435r@example.com'],
    ['Greek ο in the top-level domain', 'subscriber@example.c\u03bfm'],
    ['fullwidth letters', '\uff53ubscriber@example.com'],
    ['a punycode domain', 'subscriber@xn--exmple-cua.com'],
    ['a dotless ı', 'subscr\u0131ber@example.com'],
  ])('%s', (_name, lookAlike) => {
    const parsed = email(lookAlike)
    expect(parsed).toHaveProperty('ok')
    expect(parsed).not.toEqual({ ok: 'subscriber@example.com' })
  })
})

describe('addresses with hidden characters are refused', () => {
  it.each<[string, string]>([
    ['zero-width space', 'subscr\u200biber@example.com'],
    ['zero-width non-joiner', 'subscriber@exam\u200cple.com'],
    ['zero-width joiner', 'subscriber\u200d@example.com'],
    ['word joiner', 'subscriber@example\u2060.com'],
    ['byte-order mark inside', 'subscri\ufeffber@example.com'],
    ['soft hyphen', 'subscri\u00adber@example.com'],
    ['left-to-right mark', 'subscriber@\u200eexample.com'],
    ['right-to-left mark', 'subscriber\u200f@example.com'],
    ['right-to-left override', 'subscriber@\u202emoc.elpmaxe'],
    ['left-to-right embedding', '\u202asubscriber@example.com'],
    ['right-to-left isolate', 'subscriber@\u2067example\u2069.com'],
    ['Arabic letter mark', 'subscriber\u061c@example.com'],
    ['Mongolian vowel separator', 'subscriber@exa\u180emple.com'],
    ['combining grapheme joiner', 'subscri\u034fber@example.com'],
    ['Hangul filler', 'subscriber\u3164@example.com'],
    ['variation selector', 'subscriber\ufe0f@example.com'],
    ['tag character', 'subscriber\u{e0041}@example.com'],
    ['NUL', 'subscriber\u0000@example.com'],
    ['a newline inside', 'subscriber@exa\nmple.com'],
    ['a space inside', 'sub scriber@example.com'],
    ['an ideographic space inside', 'subscriber@example\u3000.com'],
    ['line separator', 'subscriber@example.com\u2028x'],
  ])('%s', (_name, raw) => {
    expect(email(raw)).toEqual({ refused: 'Enter a valid email address' })
  })
})

describe('addresses of the wrong shape or size', () => {
  const local = 'a'.repeat(64)
  const domainOf = (length: number) => `${'b'.repeat(length - 4)}.com`
  it.each<[string, unknown, string]>([
    ['an empty string', '', 'Enter your email address'],
    ['only spaces', '   ', 'Enter your email address'],
    ['no @', 'subscriber.example.com', 'Enter a valid email address'],
    ['two @', 'sub@scriber@example.com', 'Enter a valid email address'],
    ['no dot in the domain', 'subscriber@localhost', 'Enter a valid email address'],
    ['a one-letter top-level domain', 'subscriber@example.c', 'Enter a valid email address'],
    ['one character too long', `${local}@${domainOf(MAX_EMAIL_LENGTH - 64)}`, 'That email address is too long'],
    ['far too long', `${'a'.repeat(100_000)}@example.com`, 'That email address is too long'],
    ['a number', 42, 'Enter your email address'],
    ['null', null, 'Enter your email address'],
    ['undefined', undefined, 'Enter your email address'],
    ['true', true, 'Enter your email address'],
    ['an array of the address', ['subscriber@example.com'], 'Enter your email address'],
    ['an object', { email: 'subscriber@example.com' }, 'Enter your email address'],
  ])('%s', (_name, raw, message) => {
    expect(email(raw)).toEqual({ refused: message })
  })

  it('keeps an address of exactly the longest length, and one padded with spaces up to it', () => {
    const longest = `${local}@${domainOf(MAX_EMAIL_LENGTH - 65)}`
    expect(longest).toHaveLength(MAX_EMAIL_LENGTH)
    expect(email(longest)).toEqual({ ok: longest })
    expect(email(`   ${longest.toUpperCase()}   `)).toEqual({ ok: longest })
  })
})

describe('the login form request (SPEC §3, §5)', () => {
  const base = { username: 'Subscriber@Example.com ', password: 'town-tv-demo' }
  const message = (input: unknown) => {
    const parsed = LoginRequestSchema.safeParse(input)
    return parsed.success ? null : firstIssueMessage(parsed.error)
  }

  it('accepts a sign-in and folds the address', () => {
    expect(LoginRequestSchema.parse(base)).toEqual({ username: 'subscriber@example.com', password: 'town-tv-demo' })
  })

  it.each<[string, unknown, string]>([
    [
      'a new password and a different confirmation',
      { ...base, newPassword: 'a-new-password', newPasswordConf: 'a-new-passw0rd' },
      'New Password does not match',
    ],
    ['a new password without its confirmation', { ...base, newPassword: 'a-new-password' }, 'New Password does not match'],
    ['a new password that is too short', { ...base, newPassword: 'short', newPasswordConf: 'short' }, 'Use at least 8 characters'],
    ['an empty password', { ...base, password: '' }, 'Enter your password'],
    [
      'a password too long to hash cheaply',
      { ...base, password: 'p'.repeat(MAX_PASSWORD_LENGTH + 1) },
      `Passwords are at most ${MAX_PASSWORD_LENGTH} characters`,
    ],
    ['a password that is a number', { ...base, password: 12345678 }, 'Enter your password'],
    ['a password that is an array', { ...base, password: ['town-tv-demo'] }, 'Enter your password'],
    ['a missing username', { password: 'town-tv-demo' }, 'Enter your email address'],
    ['a username that is null', { ...base, username: null }, 'Enter your email address'],
    ['a username that is an object', { ...base, username: { $ne: '' } }, 'Enter your email address'],
  ])('%s: %j', (_name, input, expected) => {
    expect(message(input)).toBe(expected)
  })

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['null', null],
    ['an array', [base]],
    ['a string', JSON.stringify(base)],
    ['an unknown field', { ...base, role: 'admin' }],
    ['a confirmation longer than any password', { ...base, newPasswordConf: 'x'.repeat(MAX_PASSWORD_LENGTH + 1) }],
  ])('refuses %s', (_name, input) => {
    expect(LoginRequestSchema.safeParse(input).success).toBe(false)
  })

  it('accepts the new-password step when the two match', () => {
    const step = { ...base, newPassword: 'a-new-password', newPasswordConf: 'a-new-password' }
    expect(LoginRequestSchema.parse(step)).toMatchObject({ newPassword: 'a-new-password' })
  })

  it.each<[string, string, boolean]>([
    ['a-new-password', 'a-new-password', false],
    ['a-new-password', 'a-new-password ', true],
    ['a-new-password', 'A-new-password', true],
    ['caf\u00e9-password', 'cafe\u0301-password', true],
    ['', '', false],
  ])('newPasswordMismatch(%j, %j) is %s: the form says so before any request', (a, b, mismatch) => {
    expect(newPasswordMismatch(a, b)).toBe(mismatch)
  })
})

describe('other identity requests', () => {
  it('a new password has a floor and a ceiling', () => {
    expect(NewPasswordSchema.safeParse('1234567').success).toBe(false)
    expect(NewPasswordSchema.safeParse('12345678').success).toBe(true)
    expect(NewPasswordSchema.safeParse('x'.repeat(MAX_PASSWORD_LENGTH)).success).toBe(true)
    expect(NewPasswordSchema.safeParse('x'.repeat(MAX_PASSWORD_LENGTH + 1)).success).toBe(false)
  })

  it('the hand-off token request takes one bounded string and nothing else', () => {
    expect(HandoffRequestSchema.safeParse({ token: 'x'.repeat(20) }).success).toBe(true)
    for (const token of ['x'.repeat(19), 'x'.repeat(4097), 42, null, ['x'.repeat(20)]]) {
      expect(HandoffRequestSchema.safeParse({ token }).success).toBe(false)
    }
    expect(HandoffRequestSchema.safeParse({ token: 'x'.repeat(20), sub: 'demo-admin' }).success).toBe(false)
  })

  it('registration folds the address like sign-in, so one person is one account', () => {
    const form = {
      forename: ' Nia ',
      surname: 'New',
      email: ' Nia.New@Example.COM',
      password: 'a-new-password',
      passwordConf: 'a-new-password',
      dateOfBirth: '2000-02-29',
      country: 'GB',
      terms: true,
    }
    expect(RegisterRequestSchema.parse(form)).toMatchObject({ forename: 'Nia', email: 'nia.new@example.com' })
    expect(RegisterRequestSchema.safeParse({ ...form, email: 'nia\u200b@example.com' }).success).toBe(false)
    expect(RegisterRequestSchema.safeParse({ ...form, passwordConf: 'another-password' }).success).toBe(false)
  })
})
