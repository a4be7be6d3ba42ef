import { describe, expect, it } from 'vitest'
import { configProblems, parseDevVars, settingsFor } from '../../worker/dev/check-config.mjs'
import { newSigningKey } from '../../worker/dev/signing-key.mjs'

// Issue 18 §2: `npm start` prints the worker's own verdict on the settings before it serves.
describe('npm start checks the settings', () => {
  it('reads .dev.vars as wrangler does', () => {
    expect(parseDevVars('# a comment\nAUTH_SIGNING_KEY=\'{"kty":"EC"}\'\nSTRIPE_SECRET_KEY=sk_test_1\n\nBAD LINE\n')).toEqual({
      AUTH_SIGNING_KEY: '{"kty":"EC"}',
      STRIPE_SECRET_KEY: 'sk_test_1',
    })
  })

  it('takes wrangler.toml’s vars, or its [env.production]’s with --env production, and the --var pairs on top', () => {
    expect(settingsFor(['--var', 'STREAM_LIMIT_DEFAULT:3'], {})).toMatchObject({ ENVIRONMENT: 'development', STREAM_LIMIT_DEFAULT: '3' })
    expect(settingsFor(['--env', 'production'], {})).toMatchObject({
      ENVIRONMENT: 'production',
      PUBLIC_ORIGIN: 'https://www.your-club.invalid',
    })
  })

  it('finds what the worker would refuse, site-wide problems apart', async () => {
    const key = await newSigningKey()
    const shipped = await configProblems({ ...settingsFor(['--env', 'production'], {}), AUTH_SIGNING_KEY: key })
    expect(shipped.site.map((problem) => problem.setting)).toEqual(['PUBLIC_ORIGIN'])
    // Issue 21 §7: the operations view reads Analytics Engine in production; shipped, its binding, account and token are missing.
    expect(shipped.all.map((problem) => problem.setting)).toEqual([
      'PUBLIC_ORIGIN',
      'STRIPE_SECRET_KEY',
      'MAIL_PROVIDER',
      'OPS_ANALYTICS',
      'OPS_ACCOUNT_ID',
      'OPS_API_TOKEN',
    ])
    const local = await configProblems({ ...settingsFor([], {}), AUTH_SIGNING_KEY: key })
    expect(local.all).toEqual([])
  })
})
