import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { generateSigningKey } from '../../worker/identity/signing-keys'
import { signToken, TOKEN_KINDS, verifyToken } from '../../worker/identity/tokens'
import { timeClaimsHold } from '../../worker/identity/verified-tokens'

const s = 1000

describe('a token verified before is taken again without its signature checked, its clock claims always checked (issue 21)', () => {
  it('the same session token: accepted while current, refused from the second it expires, and before it begins', async () => {
    const t0 = new Date(Math.floor(Date.now() / 1000) * 1000)
    const token = await signToken(env, 'session', 'demo-subscriber', { sid: 'family-1' }, t0)
    expect((await verifyToken(env, 'session', token, t0))?.sub).toBe('demo-subscriber')
    const life = TOKEN_KINDS.session.ttlSeconds * s
    expect((await verifyToken(env, 'session', token, new Date(t0.getTime() + life - 1)))?.sid).toBe('family-1')
    expect(await verifyToken(env, 'session', token, new Date(t0.getTime() + life))).toBeNull()
    expect(await verifyToken(env, 'session', token, new Date(t0.getTime() - 1))).toBeNull()
    // Current again: the refusals above were the clock's, nothing was forgotten or spoiled.
    expect((await verifyToken(env, 'session', token, t0))?.jti).toEqual(expect.any(String))
  })

  it('a token verified under one key is refused under another, and as another kind', async () => {
    const token = await signToken(env, 'session', 'demo-subscriber', {})
    expect(await verifyToken(env, 'session', token)).not.toBeNull()
    expect(await verifyToken({ ...env, AUTH_SIGNING_KEY: await generateSigningKey() }, 'session', token)).toBeNull()
    expect(await verifyToken(env, 'playback', token)).toBeNull()
    expect(await verifyToken(env, 'portal', token)).toBeNull()
  })

  it('the remembered claims cannot be changed by a caller', async () => {
    const token = await signToken(env, 'session', 'demo-subscriber', {})
    const claims = await verifyToken(env, 'session', token)
    expect(() => {
      ;(claims as { sub: string }).sub = 'someone-else'
    }).toThrow(TypeError)
    expect((await verifyToken(env, 'session', token))?.sub).toBe('demo-subscriber')
  })

  it.each<[string, { exp: number; nbf?: number; iat?: number }, number, boolean]>([
    ['current', { exp: 1300, nbf: 1000, iat: 1000 }, 1000, true],
    ['the last second', { exp: 1300, nbf: 1000, iat: 1000 }, 1299, true],
    ['expired at exp', { exp: 1300, nbf: 1000, iat: 1000 }, 1300, false],
    ['not yet begun', { exp: 1300, nbf: 1000, iat: 1000 }, 999, false],
    ['older than the kind allows', { exp: 2000, nbf: 1000, iat: 1000 }, 1301, false],
    ['issued in the future', { exp: 2000, iat: 1100 }, 1050, false],
    ['no iat', { exp: 1300 }, 1000, false],
  ])('time claims as jose judges them: %s', (_name, claims, nowSeconds, holds) => {
    expect(timeClaimsHold(claims, new Date(nowSeconds * s + 500), 300)).toBe(holds)
  })
})
