/**
 * The settings every request needs (issue 18 §2): without them, or with one
 * wrong, the whole site answers 503 'The site is not configured'. Provider
 * names for sign-on and live are here too: an unknown name is a typo in the
 * deploy ("OIDC", "mux "), and guessing would serve the wrong thing. (A wrong
 * MAIL_PROVIDER switches mail off: worker/mail/mail-settings.ts.)
 */
import * as z from 'zod'
import { ENVIRONMENTS } from '../../shared/rules/deploy-environment'
import { DEFAULT_MODERN_FORMATS, type ModernFormat } from '../../shared/rules/image-format'
import { es256Jwk, oneOf, optionalText, siteOrigin } from './setting-schemas'

export const IDENTITY_PROVIDERS = ['embedded', 'oidc'] as const
export const LIVE_PROVIDERS = ['embedded', 'cloudflare-stream', 'mux'] as const

/** ENVIRONMENT decides how strict the rest is, so it is read on its own first; unset is a problem, never 'development'. */
export const EnvironmentSchema = z.object({ ENVIRONMENT: oneOf(ENVIRONMENTS) })

const cookieDomain = optionalText.refine(
  (value) => value === undefined || /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value),
  'must be the club’s main domain name, e.g. itfc.co.uk (or empty for host-only cookies)',
)

const imagesBinding = optionalText.refine(
  (value) => value === undefined || value === 'local',
  'must be unset (Cloudflare Images) or local (miniflare: npm start and the tests)',
)

/** The modern formats resized images are offered in, in order (unset: avif, webp; npm start offers webp: slow local AVIF). */
const imageFormats = optionalText.transform((value, ctx): readonly ModernFormat[] => {
  if (value === undefined) return DEFAULT_MODERN_FORMATS
  const formats = value.split(',').map((format) => format.trim())
  const known = (format: string): format is ModernFormat => (DEFAULT_MODERN_FORMATS as readonly string[]).includes(format)
  if (formats.every(known) && new Set(formats).size === formats.length) return formats
  ctx.addIssue({ code: 'custom', message: `must list formats from ${DEFAULT_MODERN_FORMATS.join(', ')}, comma separated` })
  return z.NEVER
})

function buildSiteSettingsSchema(production: boolean) {
  return z.object({
    PUBLIC_ORIGIN: siteOrigin(production),
    AUTH_SIGNING_KEY: es256Jwk.refine((value) => value !== undefined, 'is not set (a private ES256 JWK: npm run keygen)'),
    IDENTITY_PROVIDER: oneOf(IDENTITY_PROVIDERS, 'embedded'),
    LIVE_PROVIDER: oneOf(LIVE_PROVIDERS, 'embedded'),
    COOKIE_DOMAIN: cookieDomain,
    SITE_LOCK_PASSWORD: optionalText,
    PAGE_CACHE: oneOf(['on', 'off'], 'on'),
    IMAGES_BINDING: imagesBinding,
    IMAGE_OUTPUT_FORMATS: imageFormats,
  })
}

// Built once: a zod schema costs far more to make than to run.
const SCHEMAS = { production: buildSiteSettingsSchema(true), elsewhere: buildSiteSettingsSchema(false) }

/** The site settings' schema: stricter in production (https origin, no placeholder). */
export function siteSettingsSchema(production: boolean) {
  return production ? SCHEMAS.production : SCHEMAS.elsewhere
}

export type SiteSettings = z.output<ReturnType<typeof buildSiteSettingsSchema>>
