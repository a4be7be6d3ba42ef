import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { configOf } from '../config'

/**
 * Security headers on every response, and a fresh CSP nonce for the one
 * inline script (the boot data) that server rendering emits.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = base64Nonce()
  c.set('nonce', nonce)
  await next()
  const headers = c.res.headers
  const isHtml = headers.get('content-type')?.startsWith('text/html') ?? false
  if (isHtml) headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  headers.set('X-Content-Type-Options', 'nosniff')
  // A stricter policy a route chose stays (the sign-on portal's addresses carry states and one-time tokens).
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
  if (configOf(c.env).environment === 'production') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
})

function base64Nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // data: for hls.js's subtitle support (issue 20 §6): it loads a one-word 'data:,WEBVTT' track to start the text renderer.
    "media-src 'self' blob: data:",
    "connect-src 'self'",
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
