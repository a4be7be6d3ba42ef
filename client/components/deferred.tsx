import { type ComponentType, memo, Suspense, use } from 'react'

/**
 * Issue 13 §4: parts of the page the server renders in full but whose code is
 * not needed before interaction (the footer, the site lock box). Their code
 * stays out of the JavaScript the page loads before it hydrates: the browser
 * starts loading it once hydration has begun (loadDeferredParts in
 * client/entry.tsx), and until it arrives React keeps
 * the server's HTML for the part (a Suspense boundary not yet hydrated: its
 * links work as plain links, and a click on it makes React hydrate it first
 * and replay the click). The worker loads every part before it renders, so the
 * HTML is complete without JavaScript. Only for parts whose HTML nothing in
 * the store changes before they hydrate (no login state, no open overlay):
 * hydrating with other values than the server's is a mismatch.
 */
const loaders: Array<() => Promise<unknown>> = []

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const start = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (loaded) => {
        component = loaded
        return loaded
      },
      // A chunk that cannot load leaves the server's HTML as it is (still readable, links still work).
      () => new Promise<never>(() => {}),
    )
    return pending
  }
  loaders.push(start)
  function Loaded(props: P) {
    const Component = component ?? use(start())
    return <Component {...props} />
  }
  // memo: a parent's re-render with the same props must not touch a boundary still waiting for its code
  // (React would drop the server's HTML and show the empty fallback until the code came).
  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }) as unknown as ComponentType<P>
}

/** Loads the code of every deferred part: the worker awaits it before rendering, the browser starts it after hydration begins. */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all(loaders.map((start) => start()))
}
