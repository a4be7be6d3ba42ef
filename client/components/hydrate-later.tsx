import { type ReactNode, Suspense } from 'react'

/**
 * Issue 13 §4: a long list (the season's fixtures) must not block the main
 * thread while it hydrates. A Suspense boundary around a part the server rendered
 * takes it out of the page's first hydration pass: React hydrates the rest of
 * the page in one task, leaves the boundary as the server's HTML, and hydrates
 * it afterwards at idle priority in a render that yields to the browser every
 * few milliseconds (React's selective hydration). Until then the part reads
 * and works as plain HTML (its links are links, focus moves through it), and a
 * click inside makes React hydrate that boundary first and replay the click.
 * Nothing inside suspends: the server and client navigation render it at once,
 * so the HTML, with or without JavaScript, is the same as without the boundary.
 *
 * Wrap a memoised part whose props keep their identity between renders (one
 * boundary per month of fixtures): a parent's re-render before the boundary
 * hydrated would otherwise hydrate it at once, in the blocking task.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
