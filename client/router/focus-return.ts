/**
 * Where focus goes when an overlay closes (WCAG 2.4.3): back to what opened
 * it. When closing also left the page (the video player goes back to its
 * entry point, SPEC §2.6, §4.8), the opener was on a page that is gone; if it
 * was a link, the same link on the page the navigation brings takes focus.
 */
let pending: { href: string; className: string } | null = null
let noted: HTMLElement | null = null

/**
 * Notes what has focus as an overlay is asked to open. The video player's code
 * may still be loading while its address replaces the page behind (§2.5), so by
 * the time its focus trap starts, the card that opened it can be gone.
 */
export function noteOpener(): void {
  const active = document.activeElement
  noted = active instanceof HTMLElement && active !== document.body ? active : null
}

/** What opened the overlay now starting: what has focus, or else what was noted as it was asked to open. */
export function takeOpener(): HTMLElement | null {
  const active = document.activeElement
  const fromNote = noted
  noted = null
  if (active instanceof HTMLElement && active !== document.body && active.isConnected) return active
  return fromNote
}

/** Gives focus back to the overlay's opener, or keeps its address for the next page. */
export function returnFocusTo(opener: HTMLElement | null): void {
  pending = null
  if (!opener) return
  if (opener.isConnected) opener.focus()
  else if (opener instanceof HTMLAnchorElement) pending = { href: opener.getAttribute('href') ?? '', className: opener.className }
}

/** The link on the new page an overlay is waiting to give focus back to, once: the same address, the same kind of link first. */
export function takeFocusReturn(): HTMLElement | null {
  const wanted = pending
  pending = null
  if (!wanted?.href) return null
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('#main a[href]')).filter(
    (a) => a.getAttribute('href') === wanted.href,
  )
  return links.find((a) => a.className === wanted.className) ?? links[0] ?? null
}
