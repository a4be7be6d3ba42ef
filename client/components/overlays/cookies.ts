/** Readable cookies the client itself keeps (consent, promo-seen); never anything secret. */

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** `domain` is the chrome's cookieDomain (SPEC §9.5 main domain), or null for a host-only cookie. */
export function writeCookie(name: string, value: string, opts: { maxAgeSeconds?: number; expires?: string; domain: string | null }): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax']
  if (opts.domain) parts.push(`Domain=${opts.domain}`)
  if (opts.maxAgeSeconds !== undefined) parts.push(`Max-Age=${opts.maxAgeSeconds}`)
  if (opts.expires) parts.push(`Expires=${opts.expires}`)
  if (location.protocol === 'https:') parts.push('Secure')
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports.
  document.cookie = parts.join('; ')
}
