import { describe, expect, it } from 'vitest'
import { type MailEnv, parseMailAddress, readMailSettings } from '../../worker/mail/mail-settings'

const KEY = 're_AbC123_xyz789'
const BINDING = { send: async () => ({}) }
const FROM = { address: 'noreply@club.example', name: '' }

// Issue 18 §4: which provider sends the site's mail, and every way the settings can be wrong.
describe('readMailSettings', () => {
  it.each<[string, MailEnv, unknown]>([
    ['development without a provider: the outbox', { ENVIRONMENT: 'development' }, { provider: 'outbox' }],
    ['test without a provider: the outbox', { ENVIRONMENT: 'test', MAIL_PROVIDER: '' }, { provider: 'outbox' }],
    ['development asking for the outbox', { ENVIRONMENT: 'development', MAIL_PROVIDER: 'outbox' }, { provider: 'outbox' }],
    [
      'production with resend',
      { ENVIRONMENT: 'production', MAIL_PROVIDER: 'resend', MAIL_FROM: 'noreply@club.example', RESEND_API_KEY: KEY },
      { provider: 'resend', from: FROM, apiKey: KEY },
    ],
    [
      'production with cloudflare and a named sender',
      { ENVIRONMENT: 'production', MAIL_PROVIDER: 'cloudflare', MAIL_FROM: 'Ipswich Town <noreply@club.example>', MAIL: BINDING },
      { provider: 'cloudflare', from: { address: 'noreply@club.example', name: 'Ipswich Town' } },
    ],
    [
      'development with resend (a developer trying the real thing)',
      { ENVIRONMENT: 'development', MAIL_PROVIDER: 'resend', MAIL_FROM: 'noreply@club.example', RESEND_API_KEY: KEY },
      { provider: 'resend', from: FROM, apiKey: KEY },
    ],
  ])('%s', (_name, env, settings) => {
    expect(readMailSettings(env)).toEqual({ ok: true, settings })
  })

  it.each<[string, MailEnv, string[]]>([
    ['production without a provider', { ENVIRONMENT: 'production' }, ['MAIL_PROVIDER']],
    ['production with the outbox', { ENVIRONMENT: 'production', MAIL_PROVIDER: 'outbox' }, ['MAIL_PROVIDER']],
    ['an unknown ENVIRONMENT fails closed', { ENVIRONMENT: 'staging' }, ['MAIL_PROVIDER']],
    ['no ENVIRONMENT at all fails closed', {}, ['MAIL_PROVIDER']],
    ['a provider in the wrong case', { ENVIRONMENT: 'development', MAIL_PROVIDER: 'Resend' }, ['MAIL_PROVIDER']],
    ['a provider with a trailing space', { ENVIRONMENT: 'development', MAIL_PROVIDER: 'resend ' }, ['MAIL_PROVIDER']],
    ['an unknown provider', { ENVIRONMENT: 'production', MAIL_PROVIDER: 'postmark' }, ['MAIL_PROVIDER']],
    ['resend without anything', { ENVIRONMENT: 'production', MAIL_PROVIDER: 'resend' }, ['MAIL_FROM', 'RESEND_API_KEY']],
    [
      'resend with a key of another service',
      { ENVIRONMENT: 'production', MAIL_PROVIDER: 'resend', MAIL_FROM: 'noreply@club.example', RESEND_API_KEY: 'sk_live_abcdefgh12' },
      ['RESEND_API_KEY'],
    ],
    [
      'a sender that is not an address',
      { ENVIRONMENT: 'production', MAIL_PROVIDER: 'resend', MAIL_FROM: 'Ipswich Town', RESEND_API_KEY: KEY },
      ['MAIL_FROM'],
    ],
    [
      'cloudflare without the send_email binding',
      { ENVIRONMENT: 'production', MAIL_PROVIDER: 'cloudflare', MAIL_FROM: 'noreply@club.example' },
      ['MAIL'],
    ],
    ['cloudflare without a sender', { ENVIRONMENT: 'production', MAIL_PROVIDER: 'cloudflare', MAIL: BINDING }, ['MAIL_FROM']],
  ])('%s is a problem naming the setting', (_name, env, settings) => {
    const result = readMailSettings(env)
    if (result.ok) throw new Error('expected problems')
    expect(result.problems.map((problem) => problem.setting)).toEqual(settings)
    for (const problem of result.problems) expect(problem.message).toContain(problem.setting)
  })

  it('never puts a secret in a message', () => {
    const result = readMailSettings({ ENVIRONMENT: 'production', MAIL_PROVIDER: 'resend', RESEND_API_KEY: 'sk_live_secret_value' })
    expect(JSON.stringify(result)).not.toContain('sk_live_secret_value')
  })

  it('production without a provider says mail is not configured', () => {
    expect(readMailSettings({ ENVIRONMENT: 'production' })).toEqual({
      ok: false,
      problems: [{ setting: 'MAIL_PROVIDER', message: expect.stringContaining('mail is not configured') }],
    })
  })
})

describe('parseMailAddress', () => {
  it.each([
    ['club@example.com', { address: 'club@example.com', name: '' }],
    ['Ipswich Town <club@example.com>', { address: 'club@example.com', name: 'Ipswich Town' }],
    ['club@localhost', null],
    ['<club@example.com>', null],
    ['two@one@example.com', null],
    ['Club <not an address>', null],
    ['Club\r\nBcc: x@example.com <club@example.com>', null],
  ])('%j', (value, expected) => {
    expect(parseMailAddress(value)).toEqual(expected)
  })
})
