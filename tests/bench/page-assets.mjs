// Reading the home page's HTML for the bench: the first article link, the
// stylesheet, and the JavaScript the page loads before any interaction.

/** The first dated article link (SPEC §2.1 /news/yyyy/mm/dd/slug) in the HTML, or null. */
export function firstArticlePath(html) {
  const match = /href="(\/news\/\d{4}\/\d{2}\/\d{2}\/[^"]+)"/.exec(html)
  return match ? decodeEntities(match[1]) : null
}

/** The site's stylesheet, a static file served by the assets service as in production (never through the worker): the bench's baseline. */
export function stylesheetPath(html) {
  return /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '/robots.txt'
}

/**
 * The module scripts and modulepreload links of the HTML and of the `Link`
 * response header, then, recursively, the static imports of every file
 * fetched. Dynamic `import()` is left out: it only loads on demand.
 * Returns the entry (first module script), each file's code, and URLs that
 * could not be fetched.
 */
export async function homeJavaScript(origin, html, linkHeader) {
  const roots = [...moduleScripts(html), ...modulePreloads(html), ...linkPreloads(linkHeader ?? '')]
  const entry = moduleScripts(html)[0] ?? null
  const seen = new Set()
  const files = []
  const missing = []
  const queue = roots.map((src) => new URL(src, `${origin}/`).href)
  while (queue.length > 0) {
    const url = queue.shift()
    if (seen.has(url)) continue
    seen.add(url)
    const response = await fetch(url)
    if (!response.ok) {
      await response.arrayBuffer()
      missing.push(pathOf(url))
      continue
    }
    const code = await response.text()
    files.push({ url: pathOf(url), code })
    for (const specifier of staticImports(code)) queue.push(new URL(specifier, url).href)
  }
  return { entry: entry && pathOf(new URL(entry, `${origin}/`).href), files, missing }
}

/** `<script type="module" src=…>` in any attribute order. */
function moduleScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attrs]) => attrs)
    .filter((attrs) => /\btype=["']?module\b/i.test(attrs))
    .map((attrs) => attribute(attrs, 'src'))
    .filter(Boolean)
}

function modulePreloads(html) {
  return [...html.matchAll(/<link\b([^>]*)>/gi)]
    .map(([, attrs]) => attrs)
    .filter((attrs) => /\brel=["']?modulepreload\b/i.test(attrs))
    .map((attrs) => attribute(attrs, 'href'))
    .filter(Boolean)
}

/** `Link: </assets/chunk-X.js>; rel=modulepreload, …` */
function linkPreloads(header) {
  return header
    .split(/,(?=\s*<)/)
    .filter((part) => /;\s*rel="?modulepreload"?/i.test(part))
    .map((part) => /<([^>]+)>/.exec(part)?.[1])
    .filter(Boolean)
}

/**
 * Specifiers of `import … from "x"`, `import "x"` and `export … from "x"`
 * statements, as esbuild writes them (minified or not). `import("x")` does
 * not match: `(` is not allowed between the keyword and the string.
 */
export function staticImports(code) {
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"'\n]+)["']/g
  return [...code.matchAll(pattern)].map((m) => m[1]).filter((s) => s.startsWith('.') || s.startsWith('/'))
}

function attribute(attrs, name) {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs)
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3]) : null
}

function decodeEntities(text) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
}

function pathOf(url) {
  const u = new URL(url)
  return u.pathname + u.search
}
