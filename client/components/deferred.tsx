import { type ComponentType, memo, Suspense, use } from 'react'
import { loadEnglishRest } from '../../shared/i18n'

/**
 * Issue 13 §4: parts of the page the server renders in full but whose code is
 * not needed before interaction (the footer, the site lock box; issue 22 §3:
 * a page's sections that nothing changes before they hydrate). Their code
 * stays out of the JavaScript the page loads before it hydrates: the browser
 * starts loading it once hydration has begun (loadDeferredParts in
 * client/entry.tsx), and until it arrives React keeps
 * the server's HTML for the part (a Suspense boundary not yet hydrated: its
 * links and forms work as they do without JavaScript; React cannot hydrate it
 * on a click while its code is on the way and drops the click, so a button
 * pressed then is pressed again once the code is here: early-clicks.ts). The worker loads every part before it renders, so the
 * HTML is complete without JavaScript. Only for parts whose HTML nothing in
 * the store changes before they hydrate (no login state, no open overlay):
 * hydrating with other values than the server's is a mismatch.
 */
const loaders: Array<() => Promise<unknown>> = []

/** What a part whose code could not load waits on: the server's HTML stays as it is (still readable, links still work). */
const never = new Promise<never>(() => {})

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P> | null> | null = null
  const start = (): Promise<ComponentType<P> | null> => {
    // Its messages may be outside its page's (client/page-messages.mjs): it hydrates once the rest of English is here too.
    pending ??= Promise.all([load(), loadEnglishRest()]).then(
      ([loaded]) => {
        component = loaded
        return loaded
      },
      () => null,
    )
    return pending
  }
  loaders.push(start)
  function Loaded(props: P) {
    const Component = component ?? use(start()) ?? use(never)
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

/**
 * Loads the code of every deferred part: the worker and client navigation await it before rendering
 * (preparePage), the browser's first page starts it after hydration begins. Settles when each part's
 * code is there or could not load. Issue 22 §3: pages defer parts too; theirs are known once their chunk ran.
 */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all(loaders.map((start) => start()))
}
