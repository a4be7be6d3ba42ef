import { type ComponentType, type ReactNode, Suspense, use, useEffect } from 'react'
import { loadEnglishRest, translator } from '../../shared/i18n'
import type { AppState } from '../state/app-store'
import { useStore } from '../state/store-context'
import { showErrorNotification } from '../state/ui-state'

interface LazyPartOptions {
  /** Shown while the code loads. */
  fallback?: ReactNode
  /** For what the visitor opened (an overlay, a player): closes it again when its code cannot load. */
  close?: (store: AppState) => void
}

/** `preload()` runs the part's code ahead of its first showing (when idle), so that showing does not suspend at all. */
export type LazyPart<P> = ComponentType<P> & { preload: () => void }

/**
 * Code loaded on first use: overlays, widgets, what fills an advert. React.lazy
 * hands a chunk that fails to load (offline, or an old chunk gone after a
 * deploy) to the nearest error boundary, and with none the whole page is
 * unmounted. Here a failed load is logged, renders nothing and is tried again
 * the next time the part is shown. An overlay whose code cannot load closes
 * again (so the page is not left locked behind nothing) and the visitor gets
 * the connection problem notice (SPEC §8.3), as a navigation offline does.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions = {}): LazyPart<P> {
  let component: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P> | null> | null = null
  const start = () => {
    // Issue 22 §3: a page's chunk brings only its own messages; the rest of English comes with what opens later.
    pending ??= Promise.all([load(), loadEnglishRest()]).then(
      ([loaded]) => {
        component = loaded
        return loaded
      },
      (error: unknown) => {
        console.warn('code for a part of the page failed to load', error instanceof Error ? error.message : String(error))
        return null
      },
    )
    return pending
  }

  function Loaded(props: P) {
    const Component = component ?? use(start())
    return Component ? <Component {...props} /> : <LoadFailed />
  }

  function LoadFailed() {
    const store = useStore()
    useEffect(() => {
      if (!options.close) return
      options.close(store)
      const t = translator(store.payload.locale)
      showErrorNotification(store.ui, t('notice.connectionTitle'), t('notice.connectionMessage'))
    }, [store])
    return null
  }

  function LazyPart(props: P) {
    // A failed load is forgotten when the part goes away, so showing it again asks again.
    useEffect(
      () => () => {
        if (!component) pending = null
      },
      [],
    )
    return (
      <Suspense fallback={options.fallback ?? null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  // A preload that failed (offline when idle) is forgotten, so the first showing asks again.
  LazyPart.preload = () =>
    void start().then((loaded) => {
      if (!loaded) pending = null
    })
  return LazyPart
}
