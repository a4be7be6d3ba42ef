import type { PagePayload } from '../../shared/types/page-payload'
import { preparePage } from '../pages/page-registry'
import { showPayload, type AppState } from '../state/app-store'

let latestNavigation = 0

/**
 * Client navigation: fetch the page's loader data from the one page-data
 * endpoint and render it, without reloading the document. Any failure falls
 * back to a full load, so a link always gets the visitor somewhere.
 */
export async function navigate(store: AppState, url: URL, mode: 'push' | 'replace' | 'pop' = 'push'): Promise<void> {
  const path = url.pathname + url.search
  const ticket = ++latestNavigation
  store.navigating = true
  store.ui.navigationFailed = false
  try {
    const response = await fetch(`/api/page?path=${encodeURIComponent(path)}`, { headers: { Accept: 'application/json' } })
    const body = (await response.json()) as { data?: { attributes?: PagePayload } }
    const payload = body.data?.attributes
    if (!payload) throw new Error(`page data missing (${response.status})`)
    // A chunk that cannot load falls through to a full load (SPEC §8.3).
    await preparePage(payload)
    if (ticket !== latestNavigation) return // a newer click won
    if (mode === 'push') history.pushState({ spa: true }, '', path + url.hash)
    if (mode === 'replace') history.replaceState({ spa: true }, '', path + url.hash)
    showPayload(store, payload)
  } catch {
    // SPEC §2.10: the loading bar shows the failure while the full load takes over.
    if (ticket === latestNavigation) store.ui.navigationFailed = true
    if (ticket === latestNavigation) location.assign(url.href)
  } finally {
    if (ticket === latestNavigation) store.navigating = false
  }
}
