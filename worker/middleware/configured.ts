import { createMiddleware } from 'hono/factory'
import { configOf } from '../config'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

/**
 * Issue 18 §2: a problem with a setting every request needs (ENVIRONMENT,
 * PUBLIC_ORIGIN, the signing key, the identity provider's settings, a provider
 * name) answers every request with 503 and nothing else: no page, no API, no
 * media. What is wrong is in the log (worker/config.ts), never in the answer.
 */
export const configured = createMiddleware<AppEnv>(async (c, next) => {
  if (siteConfigured(c.env)) return next()
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': '60' }
  if (c.req.path.startsWith('/api/')) {
    return c.json(apiErrorBody('not_configured', 'The site is not configured'), 503, headers)
  }
  return c.html(NOT_CONFIGURED_PAGE, 503, headers)
})

// Plain on purpose: the renderer, the database and the settings it would read may be what is missing.
const NOT_CONFIGURED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>The site is not configured</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>The site is not configured</h1><p>Please try again in a few minutes.</p></main>
</body></html>`

export function siteConfigured(env: object): boolean {
  return configOf(env).siteProblems.length === 0
}
