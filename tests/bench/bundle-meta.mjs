// What the client's chunks are made of, from the metafile (esbuild's shape) that
// client/build.mjs writes beside the served files (dist/client-metafile.json).
import { readFile } from 'node:fs/promises'

const METAFILE = 'dist/client-metafile.json'
const OUT_ROOT = 'dist/client'

let cached = null
async function outputs() {
  cached ??= readFile(METAFILE, 'utf8')
    .then((text) => JSON.parse(text).outputs)
    .catch(() => ({}))
  return cached
}

/** A module's group: its npm package, or its folder in the repository (client/components/footer). */
function groupOf(input) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)
  if (pkg) return pkg[1]
  return input
    .split('/')
    .slice(0, input.startsWith('client/components/') ? 3 : 2)
    .join('/')
}

/** Bytes per group (as Rolldown rendered each module, before minification) over the given served URLs (/assets/…), largest first. */
export async function chunkInputs(urls) {
  const all = await outputs()
  const groups = {}
  for (const url of urls) {
    const output = all[`${OUT_ROOT}${new URL(url, 'http://x').pathname}`]
    for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
      const group = groupOf(input)
      groups[group] = (groups[group] ?? 0) + bytesInOutput
    }
  }
  return Object.fromEntries(Object.entries(groups).sort((a, b) => b[1] - a[1]))
}

/** The served URLs of the chunks that hold any module of npm package `name`. */
export async function chunksOfPackage(name) {
  const all = await outputs()
  return Object.entries(all)
    .filter(([file, o]) => file.endsWith('.js') && Object.keys(o.inputs).some((i) => i.includes(`node_modules/${name}/`)))
    .map(([file]) => file.slice(OUT_ROOT.length))
}
