import type { PagePayload } from '../../shared/types/page-payload'
import { translator } from '../../shared/i18n'
import { preparePage } from '../pages/page-registry'
import { showPayload, type AppState } from '../state/app-store'
import { showErrorNotification } from '../state/ui-state'

/** The request never reached the server (offline, DNS, dropped connection). */
class ConnectionFailure extends Error {}

let latestNavigation = 0

/**
 * Client navigation: fetch the page's loader data from the one page-data
 * endpoint and render it, without reloading the document. A failure falls
 * back to a full load, so a link always gets the visitor somewhere, except
 * when the connection is gone: a full load would replace the page they are
 * reading with the browser's offline screen, so they stay and the error
 * notification (SPEC §2.10, §4.8) says why.
 */
export async function navigate(
  store: AppState,
  url: URL,
  mode: 'push' | 'replace' | 'pop' = 'push',
  /** `showAfter`: the page is shown (and the address moves) once this settles, its data and code already here. */
  options: { showAfter?: Promise<void> } = {},
): Promise<void> {
  const path = url.pathname + url.search
  const ticket = ++latestNavigation
  store.navigating = true
  store.ui.navigationFailed = false
  try {
    const response = await fetch(`/api/page?path=${encodeURIComponent(path)}`, { headers: { Accept: 'application/json' } }).catch(
      (error: unknown) => {
        throw new ConnectionFailure(String(error))
      },
    )
    const body = (await response.json()) as { data?: { attributes?: PagePayload } }
    const payload = body.data?.attributes
    if (!payload) throw new Error(`page data missing (${response.status})`)
    // A chunk that cannot load falls through to a full load (SPEC §8.3).
    await preparePage(payload)
    await options.showAfter
    if (ticket !== latestNavigation) return // a newer click won
    if (mode === 'push') history.pushState({ spa: true }, '', path + url.hash)
    if (mode === 'replace') history.replaceState({ spa: true }, '', path + url.hash)
    showPayload(store, payload)
  } catch (error) {
    if (ticket !== latestNavigation) return
    // SPEC §2.10: the loading bar shows the failure.
    store.ui.navigationFailed = true
    // A page chunk that cannot load while offline is the same lost connection.
    if (error instanceof ConnectionFailure || !navigator.onLine) {
      const t = translator(store.payload.locale)
      showErrorNotification(store.ui, t('notice.connectionTitle'), t('notice.connectionMessage'))
      return
    }
    location.assign(url.href)
  } finally {
    if (ticket === latestNavigation) store.navigating = false
  }
}
