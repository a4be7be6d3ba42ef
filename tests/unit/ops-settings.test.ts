import { describe, expect, it } from 'vitest'
import { readConfig } from '../../worker/config'
import { readOpsSettings } from '../../worker/config/ops-settings'
import { newSigningKey } from '../../worker/dev/signing-key.mjs'

// Issue 21 §7: where the operations figures are kept; production says so, and Analytics Engine needs its
// binding, account id and token (missing: the view is off with 503 ops_not_configured, never D1 instead).
const DATASET = { writeDataPoint: () => undefined }
const ENGINE = {
  OPS_STORE: 'analytics-engine',
  OPS_ANALYTICS: DATASET,
  OPS_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
  OPS_API_TOKEN: 'ops-analytics-read-token-0123456789',
}

describe('readOpsSettings', () => {
  it.each<[string, Record<string, unknown>, boolean, string[] | 'd1' | 'analytics-engine']>([
    ['unset off production: d1', {}, false, 'd1'],
    ['d1 chosen in production', { OPS_STORE: 'd1' }, true, 'd1'],
    ['unset in production: off (no development default)', {}, true, ['OPS_STORE']],
    ['Analytics Engine with everything', ENGINE, true, 'analytics-engine'],
    ['Analytics Engine without a token', { ...ENGINE, OPS_API_TOKEN: '' }, true, ['OPS_API_TOKEN']],
    [
      'Analytics Engine without account id or token',
      { ...ENGINE, OPS_ACCOUNT_ID: undefined, OPS_API_TOKEN: undefined },
      true,
      ['OPS_ACCOUNT_ID', 'OPS_API_TOKEN'],
    ],
    ['Analytics Engine without its binding', { ...ENGINE, OPS_ANALYTICS: undefined }, true, ['OPS_ANALYTICS']],
    ['a binding that is not a dataset', { ...ENGINE, OPS_ANALYTICS: 'club_ops' }, true, ['OPS_ANALYTICS']],
    ['an account id of the wrong shape', { ...ENGINE, OPS_ACCOUNT_ID: 'my-account' }, true, ['OPS_ACCOUNT_ID']],
    ['a typo in the store', { OPS_STORE: 'analytics' }, false, ['OPS_STORE']],
  ])('%s', (_name, env, production, expected) => {
    const read = readOpsSettings(env, production)
    if (typeof expected === 'string') expect(read).toMatchObject({ state: 'on', settings: { store: expected } })
    else expect(read.state === 'off' ? read.problems.map((p) => p.setting) : read).toEqual(expected)
  })

  it('never puts the token in a message', () => {
    const read = readOpsSettings({ ...ENGINE, OPS_API_TOKEN: 'short secret!' }, true)
    expect(JSON.stringify(read)).not.toContain('short secret!')
  })
})

describe('production configuration (issue 18 §2)', () => {
  it('Analytics Engine without its settings switches the operations view off, not the site', async () => {
    const config = readConfig({
      ENVIRONMENT: 'production',
      PUBLIC_ORIGIN: 'https://www.itfc.co.uk',
      AUTH_SIGNING_KEY: await newSigningKey(),
      OPS_STORE: 'analytics-engine',
      OPS_ANALYTICS: DATASET,
    })
    expect(config.siteProblems).toEqual([])
    expect(config.ops).toEqual({
      state: 'off',
      problems: [
        {
          setting: 'OPS_ACCOUNT_ID',
          message: 'OPS_STORE is analytics-engine but OPS_ACCOUNT_ID is not set (the Cloudflare account id the SQL API is asked with)',
        },
        {
          setting: 'OPS_API_TOKEN',
          message: 'OPS_STORE is analytics-engine but OPS_API_TOKEN is not set (an API token with Account Analytics read)',
        },
      ],
    })
  })
})
