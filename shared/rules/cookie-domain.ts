/**
 * SPEC §9.5: "Cookie domain is the club's main domain", so the site and its
 * subdomains share the consent, promo-seen and preference cookies. A request
 * on any other host (a preview address, localhost) keeps host-only cookies:
 * a browser refuses a cookie whose Domain does not cover the host, and the
 * visitor's choices would silently never stick.
 */
export function cookieDomainFor(configured: string | undefined, hostname: string): string | null {
  const domain = (configured ?? '').trim().toLowerCase().replace(/^\./, '')
  if (domain === '') return null
  const host = hostname.toLowerCase()
  return host === domain || host.endsWith(`.${domain}`) ? domain : null
}
