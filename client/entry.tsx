import { hydrateRoot } from 'react-dom/client'
import type { SessionUser } from '../shared/types/account'
import type { BootData } from '../shared/types/page-payload'
import { captureHandoffToken } from './account/handoff-token'
import { App, loadDeferredParts } from './app'
import { replayEarlyClicks } from './components/early-clicks'
import { preloadPromoImage } from './components/overlays/promo-image'
import { preparePage } from './pages/page-registry'
import { userFromViewer } from './state/user-state'
import './styles.css'

declare global {
  interface Window {
    __BOOT__: BootData
    /** Issue 22 §1: the signed-in viewer, written by the edge per response (worker/render/personal-parts.ts); absent when anonymous. */
    __VIEWER__?: SessionUser
  }
}

// SPEC §4.6 token flow: the portal's #sso_token=… leaves the address before anything reads it.
captureHandoffToken()

// The server streamed the document; hydrate it with the data it embedded,
// once the page's own chunk (and, for Arabic, its messages) is here.
const boot = window.__BOOT__
// SPEC §4.8: a new visitor's promo picture is on its way while the page's code still loads.
preloadPromoImage(boot.chrome)
// The page's deferred parts load after hydration begins (loadDeferredParts below).
await preparePage(boot.payload, { deferredParts: false })
// Issue 22 §1: the page was rendered for this viewer's class, and the edge named them: start from that.
const viewer = window.__VIEWER__
hydrateRoot(document, <App boot={boot} user={viewer ? userFromViewer(viewer) : undefined} />)
// Issue 13 §4: the footer's code (and the site lock box's, and the page's deferred sections), not needed before
// the page is interactive; a button pressed in one of them before its code came is pressed again then.
replayEarlyClicks(loadDeferredParts())
