import { describe, expect, it } from 'vitest'
import { type Claims, needsUserInfo, profileClaims } from '../../shared/rules/oidc-profile-claims'

const subject = { iss: 'https://id.example', sub: 'abc', aud: 'club-site-web' }
const email = { email: 'ada@example.org', email_verified: true }
const names = { given_name: 'Ada', family_name: 'Lovelace' }

describe('when UserInfo is read (issue 18 §10, OIDC Core 5.4)', () => {
  it.each<[string, Claims, boolean]>([
    ['only sub (a conforming provider with the code flow)', subject, true],
    ['address and names in the ID token', { ...subject, ...email, ...names }, false],
    ['a full name is a name', { ...subject, ...email, name: 'Ada King' }, false],
    ['no names', { ...subject, ...email }, true],
    ['blank names are no names', { ...subject, ...email, name: '  ' }, true],
    ['no address', { ...subject, ...names }, true],
    ['an address without email_verified', { ...subject, email: 'ada@example.org', ...names }, true],
    ['an address the provider says it has not verified', { ...subject, email: 'ada@example.org', email_verified: false, ...names }, false],
  ])('%s: %s', (_name, idToken, expected) => {
    expect(needsUserInfo(idToken)).toBe(expected)
  })
})

describe('the claims the site uses', () => {
  it.each<[string, Claims, Claims | null, Claims]>([
    ['no UserInfo: the ID token as it is', { ...subject, ...email }, null, { ...subject, ...email }],
    [
      'only sub in the ID token: address and names from UserInfo',
      subject,
      { sub: 'abc', ...email, ...names },
      { ...subject, ...email, ...names },
    ],
    [
      'the ID token’s address wins over UserInfo’s',
      { ...subject, ...email },
      { sub: 'abc', email: 'other@example.org', email_verified: true, ...names },
      { ...subject, ...email, ...names },
    ],
    [
      'the ID token’s names win over UserInfo’s',
      { ...subject, name: 'Ada King' },
      { sub: 'abc', ...email, given_name: 'Someone', family_name: 'Else' },
      { ...subject, name: 'Ada King', ...email },
    ],
    [
      'an unflagged ID-token address is replaced with UserInfo’s pair, never given its flag',
      { ...subject, email: 'ada@example.org', ...names },
      { sub: 'abc', email: 'other@example.org', email_verified: true },
      { ...subject, email: 'other@example.org', email_verified: true, ...names },
    ],
    [
      'UserInfo without an address: the ID token’s (unflagged) address stays',
      { ...subject, email: 'ada@example.org', ...names },
      { sub: 'abc', name: 'Ada' },
      { ...subject, email: 'ada@example.org', ...names },
    ],
    [
      'UserInfo never changes the issuer, subject or audience',
      subject,
      { sub: 'abc', iss: 'https://evil.example', aud: 'another-client', ...email },
      { ...subject, ...email },
    ],
    [
      'an unverified UserInfo address stays unverified',
      subject,
      { sub: 'abc', email: 'ada@example.org', email_verified: false },
      {
        ...subject,
        email: 'ada@example.org',
        email_verified: false,
      },
    ],
  ])('%s', (_name, idToken, userInfo, expected) => {
    expect(profileClaims(idToken, userInfo)).toEqual(expected)
  })
})
