import { useState } from 'react'
import { directionOf } from '../shared/i18n'
import type { BootData } from '../shared/types/page-payload'
import type { UserState } from './state/user-state'
import { Layout } from './layouts/layout'
import { PageView } from './pages/page-view'

export { loadDeferredParts } from './components/deferred'
export { needsEnglishRest, preparePage } from './pages/page-registry'
import { useSpaLinks } from './router/use-spa-links'
import { usePageChangeEffects } from './router/use-page-change-effects'
import { createAppStore } from './state/app-store'
import { StoreProvider, useAppSnapshot, useStore } from './state/store-context'

/**
 * The app root: the whole document, rendered by the worker and hydrated by
 * the browser from the same boot data. `user`: who the page is rendered for
 * (issue 22 §1; anonymous when absent), the same on both sides.
 */
export function App({ boot, user }: { boot: BootData; user?: UserState }) {
  const [store] = useState(() => createAppStore(boot, user))
  return (
    <StoreProvider store={store}>
      <Document assets={boot.assets} />
    </StoreProvider>
  )
}

function Document({ assets }: { assets: BootData['assets'] }) {
  const store = useStore()
  const { payload } = useAppSnapshot()
  useSpaLinks(store)
  usePageChangeEffects(payload.url, () => store.ui.mediaPlayer.modalOpen)
  return (
    <html lang={payload.locale} dir={directionOf(payload.locale)}>
      <head>
        <meta charSet="utf-8" />
        {/* SPEC §9.5 asks for maximum-scale=1; WCAG 2.2 1.4.4 (supporters can zoom) outranks it (issue 13 §5). */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{payload.title}</title>
        {payload.description ? <meta name="description" content={payload.description} /> : null}
        {payload.robots ? <meta name="robots" content={payload.robots} /> : null}
        {payload.canonicalUrl ? <link rel="canonical" href={payload.canonicalUrl} /> : null}
        <meta name="theme-color" content="#0044a9" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Issue 22 (Lighthouse FCP): with a precedence React writes the stylesheet right after the LCP image's
            preload, ahead of the modulepreloads; without one it came after all of them, so on a slow phone
            network the render-blocking stylesheet shared the first round trips with nine scripts. */}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.modulePreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <Layout>
          <PageView />
        </Layout>
      </body>
    </html>
  )
}
