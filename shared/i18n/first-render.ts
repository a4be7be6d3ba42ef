/**
 * Issue 13 §4: the message namespaces ('nav' of 'nav.menu') the home page's
 * first render uses, shell included. In the browser build the English
 * catalogue holds only these until the rest (en-rest.ts) arrives: it is a
 * sixth of the catalogue, and the home page's JavaScript before interaction has a budget.
 * Every other page kind, the deferred footer and the overlays load the rest
 * before they render (client/pages/page-registry.ts, client/layouts/layout.tsx,
 * client/entry.tsx). tests/unit/client-bundle.test.ts fails when code the home page loads
 * first names a message outside these: add its namespace here.
 */
export const FIRST_RENDER_NAMESPACES: readonly string[] = [
  'cookie',
  'error',
  'header',
  'home',
  'link',
  'loading',
  'match',
  'matches',
  'nav',
  'notice',
  'promo',
  'streamer',
  'video',
]
