import { isAnchorHash } from '../../shared/rules/sso-fragment'
import { HASH_SCROLL_DELAY_MS, HASH_SCROLL_DURATION_MS, HASH_SCROLL_OFFSET_PX } from '../../shared/timing'

/** Smoothly scrolls to the element the hash names, if there is one. */
export function scrollToHash(hash: string): void {
  // A key=value fragment (the portal's #sso_token=…) is data, never an anchor.
  if (!isAnchorHash(hash)) return
  const id = hashId(hash)
  const target = id ? document.getElementById(id) : null
  if (!target) return
  const to = target.getBoundingClientRect().top + window.scrollY + HASH_SCROLL_OFFSET_PX
  animateScroll(Math.max(0, to), HASH_SCROLL_DURATION_MS)
}

/** The element id a hash names; a malformed escape (#%zz) is taken as written rather than thrown. */
function hashId(hash: string): string {
  const raw = hash.replace(/^#/, '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

function animateScroll(to: number, duration: number): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const from = window.scrollY
  if (reduced || duration <= 0) {
    window.scrollTo(0, to)
    return
  }
  const start = performance.now()
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration)
    const eased = t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
    window.scrollTo(0, from + (to - from) * eased)
    if (t < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/** After a page change: to the top, or to the hash after the spec's delay. */
export function scrollAfterNavigation(hash: string): ReturnType<typeof setTimeout> | null {
  window.scrollTo(0, 0)
  if (!isAnchorHash(hash)) return null
  return setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY_MS)
}
