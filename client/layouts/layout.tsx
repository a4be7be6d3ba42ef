import type { ReactNode } from 'react'
import { loadEnglishRest } from '../../shared/i18n'
import { useT } from '../hooks/use-t'
import { useAppSnapshot } from '../state/store-context'
import { deferred } from '../components/deferred'
import { SiteHeader } from '../components/header/site-header'
import { SiteOverlays, useShellEffects } from '../components/overlays/site-overlays'

// Issue 13 §4: rendered by the server, their code loads once hydration has begun (components/deferred.tsx).
// Only parts whose HTML nothing changes before they hydrate: a part the store changes while it still
// waits for its code would not match the server's HTML when it hydrates.
// Their messages may be outside the first render's, so the rest of English comes with them.
const SiteFooter = deferred(() => Promise.all([import('../components/footer/site-footer'), loadEnglishRest()]).then(([m]) => m.SiteFooter))
const SiteLockBox = deferred(() =>
  Promise.all([import('../components/overlays/site-lock-box'), loadEnglishRest()]).then(([m]) => m.SiteLockBox),
)

/**
 * The three layouts of SPEC §1: site, streamer (with its tagline, §2.4) and
 * app-news (the bare in-app news view, robots noindex,nofollow); and the back
 * office's (issue 19).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { payload, chrome, navigating } = useAppSnapshot()
  const t = useT()
  useShellEffects()
  // SPEC §2.10 site lock: while locked the document is the lock box alone.
  if (chrome.siteLocked) return <SiteLockBox />
  const main = (
    <main id="main" tabIndex={-1} className="site-main" aria-busy={navigating}>
      {children}
    </main>
  )
  switch (payload.route.layout) {
    case 'app-news':
      return <div className="layout layout--app-news">{main}</div>
    // Issue 19: the back office has its own bar and menu (client/admin), none of the site's chrome.
    case 'admin':
      return (
        <div className="layout layout--admin">
          <SkipLink label={t('nav.skipToContent')} />
          {main}
        </div>
      )
    case 'streamer':
      return (
        <div className="layout layout--streamer">
          <SkipLink label={t('nav.skipToContent')} />
          <SiteHeader tagline={t('streamer.tagline', { club: chrome.settings.clubName })} />
          {main}
          <SiteFooter subMenu={chrome.menus.subFooter2} />
          <SiteOverlays />
        </div>
      )
    case 'site':
      return (
        <div className="layout layout--site">
          <SkipLink label={t('nav.skipToContent')} />
          <SiteHeader />
          {main}
          <SiteFooter subMenu={chrome.menus.subFooter1} />
          <SiteOverlays />
        </div>
      )
  }
}

function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className="skip-link">
      {label}
    </a>
  )
}
