/**
 * Decides whether a click on a link is ours to handle as SPA navigation
 * (SPEC §2.1 history mode) or is left to the browser.
 */
export function spaTarget(anchor: HTMLAnchorElement, event: MouseEvent): URL | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external')) return null
  const href = anchor.getAttribute('href')
  if (!href || href.startsWith('mailto:') || href.startsWith('tel:')) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  // Files and server endpoints load for real.
  if (/^\/(api|images|media|assets|sso)\//.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null
  return url
}

/**
 * A click that stays in this tab: modified clicks (new tab, download) keep the link's own behaviour. The
 * players' links ask it too (client/player/open-video.ts); it lives here, in the code every page loads
 * first, so a page that needs only this (the live player's) loads none of the video card's chunk for it
 * (issue 22 §3).
 */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** Same document, only the hash differs: scroll, don't fetch. */
export function isHashOnlyChange(url: URL): boolean {
  return url.pathname === location.pathname && url.search === location.search && url.hash !== ''
}
