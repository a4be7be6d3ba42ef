// Issue 22 §3: each page kind's chunk brings the English messages its own
// code names, so no page waits for the whole rest of English
// (shared/i18n/en-rest.ts, 5 KB gzip) before it hydrates. The first render's
// messages are in the first chunk already (shared/i18n/first-render.ts); the
// rest of English still comes after hydration, with the footer, for the
// overlays and parts loaded later (client/layouts/layout.tsx, lazy-part.tsx).
//
// How: every page module of the registry (client/pages/page-registry.ts)
// gets one more import, of a module made here that adds the messages of the
// namespaces ('news' of 'news.title') named in the page's source and in what
// it imports statically, outside the first render's. The source keeps one
// catalogue; the server renders with it whole. tests/unit/client-bundle.test.ts
// checks in the built chunks that every page's first JavaScript holds each
// message its code can name.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const PREFIX = '\0page-messages:'
const PAGE = /[\\/]client[\\/]pages[\\/]([\w-]+)\.tsx$/
/** A message key as a literal ('news.title') or the start of a built one (`matches.${view}`): the unit test's pattern. */
const KEY = /['"`]([a-zA-Z]+)\.[a-zA-Z$]/g
const CATALOGUES = /[\\/]shared[\\/]i18n[\\/]/
/** Static imports and re-exports, not `import type` (erased) nor `import()` (loaded later, with the rest of English). */
const STATIC_IMPORT = /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[\w$*{},\s]*?\s*from\s*)?['"](\.{1,2}\/[^'"\n]+)['"]/gm

/** @param {() => Promise<{ rest: Record<string, string> }>} english the browser's English in two halves (bundle-options.mjs) */
export function pageMessages(english) {
  let pageFiles = null
  return {
    name: 'page-messages',
    buildStart() {
      // The page modules the registry loads (`kind: () => import('./file')`), read again on every (re)build.
      const registry = readFileSync('client/pages/page-registry.ts', 'utf8')
      pageFiles = new Set([...registry.matchAll(/^\s+\w+: \(\) => import\('\.\/([\w-]+)'\)/gm)].map(([, file]) => file))
    },
    transform(code, id) {
      const page = id.startsWith('\0') ? null : PAGE.exec(id)?.[1]
      if (!page || !pageFiles.has(page)) return null
      return { code: `import ${JSON.stringify(PREFIX + id)}\n${code}`, map: null }
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null
      const { rest } = await english()
      const namespaces = namespacesNamed(id.slice(PREFIX.length), new Set(Object.keys(rest).map((key) => key.split('.')[0])))
      const messages = Object.fromEntries(Object.entries(rest).filter(([key]) => namespaces.has(key.split('.')[0])))
      if (Object.keys(messages).length === 0) return { code: 'export {}', moduleType: 'js' }
      const i18n = JSON.stringify(resolve('shared/i18n/index.ts'))
      return { code: `import { addMessages } from ${i18n}\naddMessages(${JSON.stringify(messages)})\n`, moduleType: 'js' }
    },
  }
}

/** The namespaces of `known` that the file and, recursively, its static relative imports name. */
function namespacesNamed(file, known, seen = new Set(), found = new Set()) {
  if (seen.has(file)) return found
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, namespace] of code.matchAll(KEY)) if (known.has(namespace)) found.add(namespace)
  for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
    const imported = sourceFile(resolve(dirname(file), specifier))
    // The catalogues name every key; what names them is their callers.
    if (imported && !CATALOGUES.test(imported)) namespacesNamed(imported, known, seen, found)
  }
  return found
}

function sourceFile(path) {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  return null
}
