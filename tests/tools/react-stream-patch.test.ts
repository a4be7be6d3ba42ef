// Issue 22 §2: the worker renders with React's edge build rewritten to gather the HTML as one string per
// flush (worker/dev/patch-react-stream.mjs). What a supporter gets must be byte for byte what React
// would have written: each build, patched as installed, against React's own renderToString.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script of the repo, without types
import { patchedSource, reactServerBuilds } from '../../worker/dev/patch-react-stream.mjs'

const builds: string[] = reactServerBuilds()
const script = fileURLToPath(new URL('./react-stream/render-both-ways.cjs', import.meta.url))

interface Rendered {
  streamed: string
  string: string
  a: string
  b: string
  errors: string[]
}

/** The build run in a node of its own mode: a production renderer beside production React. */
function renderedWith(file: string): Rendered {
  const mode = file.includes('.production.') ? 'production' : 'development'
  const out = execFileSync(process.execPath, [script, file], { env: { ...process.env, NODE_ENV: mode }, encoding: 'utf8' })
  return JSON.parse(out) as Rendered
}

describe('React edge renderer gathering HTML per flush (issue 22 §2)', () => {
  for (const file of builds) {
    const name = file.split('/').pop()
    it(`${name} is patched as installed`, () => {
      expect(readFileSync(file, 'utf8')).toContain('club-site: HTML pieces gathered as one string per flush')
    })

    it(`${name} writes what renderToString writes; two renders suspending at once stay apart`, () => {
      const { streamed, string, a, b, errors } = renderedWith(file)
      expect(errors).toEqual([])
      expect(streamed).toBe(string)
      expect(streamed).toContain('مرحبا بكم في ملعب النادي ⚽ 🏟️ — café')
      expect(streamed).toContain('&quot;quoted&quot; &amp; &lt;angled&gt;')
      expect(streamed).toContain('Town v City: '.repeat(800))
      expect(b).toBe('<div><h2>B</h2><!--$--><p>second body</p><!--/$--></div>')
      expect(a).toBe('<div><h2>A</h2><!--$--><p>first body</p><!--/$--></div>')
    })
  }

  it('patching twice changes nothing more', () => {
    const once = readFileSync(builds[0] as string, 'utf8')
    expect(patchedSource(once)).toBe(once)
  })

  it('refuses a React whose stream config it does not know, rather than half-patching it', () => {
    expect(() => patchedSource('function somethingElse() {}')).toThrow(/writeChunk not found/)
  })
})
