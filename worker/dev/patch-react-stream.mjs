// Issue 22 §2: React's edge renderer (react-dom/server.edge, which the worker renders every page with)
// encodes each string piece of the HTML on its own: TextEncoder.encode per text, attribute and tag,
// thousands a page, each a new Uint8Array copied into a 4 KB view. In the CPU profile of cache-miss
// renders under workerd that was 13.5 % of all CPU (stringToChunk), more than any function of ours.
// React's own Node and Bun builds keep the pieces as strings; this rewrites the edge build's stream
// config (both builds) the same way: pieces are joined as one string and encoded once per flush.
// A flush is one synchronous pass (flushCompletedQueues), so what it writes is enqueued by its end,
// as before; the gathered string is cleared where React cleared its view at the start of a flush.
//
// Run by `npm install`/`npm ci` (package.json postinstall); idempotent. When React's source no longer
// has the shape this expects (an upgrade), it stops the install with a message: look again then.
// tests/tools/react-stream-patch.test.ts renders with both builds and compares with renderToString.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const MARKER = '/* club-site: HTML pieces gathered as one string per flush (worker/dev/patch-react-stream.mjs) */'
const BUILDS = ['react-dom-server.edge.production.js', 'react-dom-server.edge.development.js']

const REPLACEMENTS = {
  writeChunk: (indent) =>
    `${indent}var gatheredHtml = "";\n${indent}function writeChunk(destination, chunk) {\n${indent}  gatheredHtml += chunk;\n${indent}}`,
  completeWriting: (indent) =>
    `${indent}function completeWriting(destination) {\n${indent}  0 < gatheredHtml.length &&\n${indent}    (destination.enqueue(textEncoder.encode(gatheredHtml)), (gatheredHtml = ""));\n${indent}}`,
  stringToChunk: (indent) => `${indent}function stringToChunk(content) {\n${indent}  return content;\n${indent}}`,
  stringToPrecomputedChunk: (indent) => `${indent}function stringToPrecomputedChunk(content) {\n${indent}  return content;\n${indent}}`,
  // Sizes only steer where React splits boundaries out (progressiveChunkSize); characters do for that.
  byteLengthOfChunk: (indent) => `${indent}function byteLengthOfChunk(chunk) {\n${indent}  return chunk.length;\n${indent}}`,
}

/** The whole declaration `function name(...) { ... }` with its indent: braces counted (these bodies hold no brace in a string). */
function declaration(source, name) {
  const start = source.search(new RegExp(`^[ \\t]*function ${name}\\(`, 'm'))
  if (start < 0) throw new Error(`function ${name} not found`)
  let depth = 0
  for (let i = source.indexOf('{', start); i < source.length; i++) {
    if (source[i] === '{') depth++
    else if (source[i] === '}' && --depth === 0) return { start, end: i + 1, indent: /^[ \t]*/.exec(source.slice(start))[0] }
  }
  throw new Error(`function ${name} has no end`)
}

/** The one place `before` occurs, replaced; anything else is a React this script does not know. */
function replaceOnce(source, before, after, what) {
  const matches = source.split(before).length - 1
  if (matches !== 1) throw new Error(`${what}: expected once, found ${matches} times`)
  return source.replace(before, after)
}

export function patchedSource(source) {
  if (source.includes(MARKER)) return source
  let out = source
  for (const [name, replacement] of Object.entries(REPLACEMENTS)) {
    const { start, end, indent } = declaration(out, name)
    out = out.slice(0, start) + replacement(indent) + out.slice(end)
  }
  out = replaceOnce(out, 'segmentByteSize += segment[i].byteLength;', 'segmentByteSize += segment[i].length;', 'segment sizes')
  const flushStart =
    /(function flushCompletedQueues\(request, destination\) \{\s*)currentView = new Uint8Array\(4096\);\s*writtenBytes = 0;/
  if (!flushStart.test(out)) throw new Error('flushCompletedQueues: its start is not the view reset')
  out = out.replace(flushStart, '$1gatheredHtml = "";')
  return `${MARKER}\n${out}`
}

export function reactServerBuilds() {
  const require = createRequire(import.meta.url)
  const cjs = join(dirname(require.resolve('react-dom/package.json')), 'cjs')
  return BUILDS.map((file) => join(cjs, file))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of reactServerBuilds()) {
    try {
      writeFileSync(file, patchedSource(readFileSync(file, 'utf8')))
    } catch (err) {
      console.error(`patch-react-stream: ${file}: ${err.message}. React changed: read worker/dev/patch-react-stream.mjs.`)
      process.exit(1)
    }
  }
}
