/**
 * One configuration, read once and validated (issue 18 §2; ARCHITECTURE
 * "Environments: production fails closed"; CONVENTIONS §13). Every module
 * reads its settings through `configOf(env)`: no module decides on its own
 * what a missing or odd setting means, and nothing falls back to a development
 * default. A problem with a setting every request needs makes `siteProblems`
 * non-empty (worker/middleware/configured.ts answers 503 'The site is not
 * configured'); a problem with one feature's settings switches that feature
 * off with its own 503. Each problem is logged once per isolate, by name.
 */
import { developmentFeatures, type Environment, linkOrigin } from '../shared/rules/deploy-environment'
import { type ConfigProblem, type FeatureSettings, off, on } from './config/feature-settings'
import { readLiveSettings, type LiveSettings } from './config/live-settings'
import { type OpsSettings, readOpsSettings } from './config/ops-settings'
import { type MatchdaySettings, readMatchdaySettings } from './config/matchday-settings'
import { type PaymentsSettings, readPaymentsSettings } from './config/payments-settings'
import { problemsOf } from './config/setting-schemas'
import { readVideoSettings, type VideoSettings } from './config/video-settings'
import { type OidcConfig, readOidcConfig } from './identity/oidc/config'
import { type MailEnv, type MailSettings, readMailSettings } from './mail/mail-settings'
import { EnvironmentSchema, type SiteSettings, siteSettingsSchema } from './config/site-settings'

export type { ConfigProblem, FeatureSettings } from './config/feature-settings'

export interface Config {
  /** 'production' when ENVIRONMENT is missing or wrong: the strictest reading (and the site refuses anyway). */
  environment: Environment
  /** The sandbox checkout, the mail outbox page, mail logging, demo data (shared/rules/deploy-environment.ts). */
  developmentFeatures: boolean
  /** Valid only when siteProblems is empty (every request is refused otherwise). */
  site: SiteSettings
  /** The OpenID provider's settings when IDENTITY_PROVIDER is oidc (a site setting: checked above). */
  oidc: OidcConfig | null
  payments: FeatureSettings<PaymentsSettings>
  live: FeatureSettings<LiveSettings>
  mail: FeatureSettings<MailSettings>
  /** On-demand video's provider and uploads (issue 20 §1). */
  video: FeatureSettings<VideoSettings>
  /** Issue 21 §7: the operations view's store (D1 counters, or Workers Analytics Engine and its SQL API). */
  ops: FeatureSettings<OpsSettings>
  /** Issue 21 §1: the match push's shards (a wrong value is a site problem). */
  matchday: MatchdaySettings
  /** Settings every request needs: any problem here and the site answers only 503. */
  siteProblems: ConfigProblem[]
}

/** Reads and validates every setting of `env`: a pure function (the tests call it with made-up bindings). */
export function readConfig(env: object): Config {
  const raw = env as Record<string, unknown>
  const parsedEnvironment = EnvironmentSchema.safeParse(raw)
  const environment: Environment = parsedEnvironment.success ? parsedEnvironment.data.ENVIRONMENT : 'production'
  const siteProblems = parsedEnvironment.success ? [] : problemsOf(parsedEnvironment.error)
  const development = developmentFeatures(environment) === 'on'
  const parsedSite = siteSettingsSchema(environment === 'production').safeParse(raw)
  if (!parsedSite.success) siteProblems.push(...problemsOf(parsedSite.error))
  // The identity provider's own settings are the site's: nobody could sign in without them.
  let oidc: OidcConfig | null = null
  if (parsedSite.success && parsedSite.data.IDENTITY_PROVIDER === 'oidc') {
    const read = readOidcConfig(raw as Parameters<typeof readOidcConfig>[0])
    if (read.ok) oidc = read.config
    else siteProblems.push({ setting: 'IDENTITY_PROVIDER', message: `IDENTITY_PROVIDER is oidc, but ${read.problem}` })
  }
  const matchday = readMatchdaySettings(raw)
  siteProblems.push(...matchday.problems)
  return {
    environment,
    developmentFeatures: development,
    site: parsedSite.success ? parsedSite.data : (UNUSABLE_SITE as SiteSettings),
    oidc,
    payments: readPaymentsSettings(raw, development),
    live: readLiveSettings(raw),
    mail: mailFeature(raw),
    video: readVideoSettings(raw),
    ops: readOpsSettings(raw, environment === 'production'),
    matchday: matchday.settings,
    siteProblems,
  }
}

/** Mail's settings as a feature: off is registration and password reset answering 503 (issue 18 §4). */
function mailFeature(raw: Record<string, unknown>): FeatureSettings<MailSettings> {
  const read = readMailSettings(raw as MailEnv)
  return read.ok ? on(read.settings) : off(read.problems)
}

/** Never served: every request is refused while siteProblems is non-empty. */
const UNUSABLE_SITE = Object.freeze({})

const configs = new WeakMap<object, Config>()
const logged = new Set<string>()

/** The configuration of these bindings, read once per isolate (the bindings object lives as long as it). */
export function configOf(env: object): Config {
  let config = configs.get(env)
  if (!config) {
    config = readConfig(env)
    configs.set(env, config)
    logProblems(config)
  }
  return config
}

/**
 * Issue 21 (the soak): a request's env with one binding swapped (worker/middleware/d1-session.ts puts
 * the D1 session in place of DB) has the same settings: it shares the bindings' Config instead of
 * reading and validating every setting again on every request (about half a millisecond of CPU and
 * its garbage, on every session check).
 */
export function sameConfigAs(bindings: object, derived: object): void {
  configs.set(derived, configOf(bindings))
}

/**
 * Every problem once per isolate, with the setting's name: an operator reads them in `wrangler tail`.
 * A site problem is an error (nothing serves); a feature switched off is a warning (the rest serves).
 */
function logProblems(config: Config): void {
  const features = [
    ['buying', config.payments],
    ['live streams', config.live],
    ['mail', config.mail],
    ['video uploads and Stream playback', config.video],
    ['the operations view', config.ops],
  ] as const
  // With the site down the features' problems say nothing more (an unknown LIVE_PROVIDER is both).
  const siteDown = config.siteProblems.length > 0
  const lines = siteDown
    ? config.siteProblems.map((p) => `configuration: ${p.message}; the site answers 503 until it is fixed`)
    : features.flatMap(([name, feature]) =>
        feature.state === 'off' ? feature.problems.map((p) => `configuration: ${p.message}; ${name} is off`) : [],
      )
  for (const line of lines) {
    if (logged.has(line)) continue
    logged.add(line)
    if (siteDown) console.error(line)
    else console.warn(line)
  }
}

/** Every problem of a configuration, site-wide first (npm start prints these before it serves). */
export function allProblems(config: Config): ConfigProblem[] {
  return [config.payments, config.live, config.mail, config.video, config.ops].reduce(
    (problems, feature) => (feature.state === 'off' ? [...problems, ...feature.problems] : problems),
    [...config.siteProblems],
  )
}

/**
 * The origin of links we hand out (checkout return pages, the customer portal's return, mail links):
 * PUBLIC_ORIGIN in production whatever Host was sent, the request's own origin locally (issue 18 §6).
 */
export function linkOriginFor(env: object, requestUrl: string): string {
  const config = configOf(env)
  return linkOrigin(config.environment, config.site.PUBLIC_ORIGIN, new URL(requestUrl).origin)
}
