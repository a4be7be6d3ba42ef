/**
 * Which mail provider sends the portal's mail, read from the raw bindings
 * (issue 18 §4). Pure: worker/config.ts reads it once per isolate, and every
 * caller asks the configuration (configOf(env).mail).
 *
 * - MAIL_PROVIDER: 'outbox' (the development outbox table, never in
 *   production), 'cloudflare' (Email sending through the `send_email`
 *   binding MAIL) or 'resend' (Resend's HTTP API). Exact spelling only.
 * - MAIL_FROM: the sender, `club@example.com` or `Club <club@example.com>`.
 * - RESEND_API_KEY: a secret, `re_…`. Its value is never put in a message.
 *
 * Unset MAIL_PROVIDER means the outbox in development and test; in
 * production (and under any other ENVIRONMENT: fail closed) it is a problem.
 */

import { developmentFeatures, ENVIRONMENTS } from '../../shared/rules/deploy-environment'

export type MailProviderName = 'outbox' | 'cloudflare' | 'resend'

export interface MailAddress {
  /** The bare address, as the SMTP envelope and `EmailMessage` take it. */
  address: string
  /** A display name for the From header, or '' when none was given. */
  name: string
}

export type MailSettings =
  | { provider: 'outbox' }
  | { provider: 'cloudflare'; from: MailAddress }
  | { provider: 'resend'; from: MailAddress; apiKey: string }

export interface MailProblem {
  setting: string
  message: string
}

export type MailSettingsResult = { ok: true; settings: MailSettings } | { ok: false; problems: MailProblem[] }

/** The raw values this reads (strings from wrangler vars and secrets; MAIL is the binding object). */
export interface MailEnv {
  ENVIRONMENT?: string
  MAIL_PROVIDER?: string
  MAIL_FROM?: string
  RESEND_API_KEY?: string
  MAIL?: unknown
}

const PROVIDERS: readonly MailProviderName[] = ['outbox', 'cloudflare', 'resend']
const ADDRESS = /^[^\s<>@"]+@[^\s<>@"]+\.[^\s<>@"]+$/
const NAMED_ADDRESS = /^([^<>"\r\n]+?)\s*<([^<>]+)>$/
/** Resend's keys: `re_` then letters, digits and underscores. */
const RESEND_KEY = /^re_[A-Za-z0-9_]{8,}$/

/** `club@example.com` or `Ipswich Town <club@example.com>`, or null. */
export function parseMailAddress(value: string): MailAddress | null {
  if (ADDRESS.test(value)) return { address: value, name: '' }
  const named = NAMED_ADDRESS.exec(value)
  if (named?.[1] && named[2] && ADDRESS.test(named[2])) return { address: named[2], name: named[1] }
  return null
}

/** The outbox is a development feature (shared/rules/deploy-environment.ts); an unknown ENVIRONMENT is not development. */
function isDevelopment(environment: string | undefined): boolean {
  const known = ENVIRONMENTS.find((name) => name === environment)
  return known !== undefined && developmentFeatures(known) === 'on'
}

export function readMailSettings(env: MailEnv): MailSettingsResult {
  const development = isDevelopment(env.ENVIRONMENT)
  const raw = env.MAIL_PROVIDER
  if (raw === undefined || raw === '') {
    if (development) return { ok: true, settings: { provider: 'outbox' } }
    return fail('MAIL_PROVIDER', "MAIL_PROVIDER is not set: mail is not configured; set it to 'cloudflare' or 'resend' in production")
  }
  const provider = PROVIDERS.find((name) => name === raw)
  if (!provider) return fail('MAIL_PROVIDER', `MAIL_PROVIDER must be one of ${PROVIDERS.join(', ')} (exact spelling)`)
  if (provider === 'outbox') {
    if (development) return { ok: true, settings: { provider: 'outbox' } }
    return fail(
      'MAIL_PROVIDER',
      "MAIL_PROVIDER is outbox, which is for development only: mail is not configured; set it to 'cloudflare' or 'resend'",
    )
  }

  const problems: MailProblem[] = []
  const from = env.MAIL_FROM ? parseMailAddress(env.MAIL_FROM) : null
  if (!env.MAIL_FROM) problems.push({ setting: 'MAIL_FROM', message: `MAIL_FROM is required with MAIL_PROVIDER=${provider}` })
  else if (!from)
    problems.push({ setting: 'MAIL_FROM', message: 'MAIL_FROM must be an address (club@example.com or Name <club@example.com>)' })

  if (provider === 'cloudflare') {
    if (!hasSend(env.MAIL)) {
      problems.push({
        setting: 'MAIL',
        message: 'MAIL_PROVIDER=cloudflare needs the send_email binding MAIL (wrangler.toml [[send_email]])',
      })
    }
    if (problems.length > 0 || !from) return { ok: false, problems }
    return { ok: true, settings: { provider, from } }
  }

  const apiKey = env.RESEND_API_KEY
  if (!apiKey) problems.push({ setting: 'RESEND_API_KEY', message: 'RESEND_API_KEY is required with MAIL_PROVIDER=resend (a secret)' })
  else if (!RESEND_KEY.test(apiKey)) problems.push({ setting: 'RESEND_API_KEY', message: 'RESEND_API_KEY is not a Resend API key (re_…)' })
  if (problems.length > 0 || !from || !apiKey) return { ok: false, problems }
  return { ok: true, settings: { provider, from, apiKey } }
}

function fail(setting: string, message: string): MailSettingsResult {
  return { ok: false, problems: [{ setting, message }] }
}

/** Present at all: the runtime's binding is an RPC stub, whose methods a plain `in` check does not see. */
function hasSend(binding: unknown): boolean {
  return binding !== undefined && binding !== null && binding !== ''
}
