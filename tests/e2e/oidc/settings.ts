/**
 * Issue 18 §10: the OIDC e2e's second site (IDENTITY_PROVIDER=oidc) and the
 * real OpenID provider beside it (./serve-oidc.mjs), both on loopback. Shared by
 * playwright.config.ts, which starts them, and ../oidc-sign-in.spec.ts.
 */
const PORT = Number(process.env.E2E_PORT ?? 8788)
// Ports of their own next to the main e2e site's (E2E_OIDC_PORT moves both).
export const OIDC_SITE_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 10)
export const OIDC_PROVIDER_PORT = OIDC_SITE_PORT + 1
export const OIDC_SITE = `http://127.0.0.1:${OIDC_SITE_PORT}`
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PROVIDER_PORT}`
// Its own state, beside the main e2e's (E2E_STATE_DIR moves both).
export const OIDC_STATE_DIR = `${process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state'}-oidc`

/** The site's client at the provider, and another application's (the same redirect URI, another audience). */
export const SITE_CLIENT = { id: 'club-site-e2e', secret: 'e2e-only-site-client-secret' }
export const OTHER_CLIENT = { id: 'another-club-app', secret: 'e2e-only-other-client-secret' }

/** What ./serve-oidc.mjs is given (in OIDC_E2E, as JSON). */
export const OIDC_E2E = {
  sitePort: OIDC_SITE_PORT,
  providerPort: OIDC_PROVIDER_PORT,
  stateDir: OIDC_STATE_DIR,
  clients: [SITE_CLIENT, OTHER_CLIENT],
}
