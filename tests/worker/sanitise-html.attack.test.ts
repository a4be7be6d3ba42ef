import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { fastXssPayloads, type Payload, XSS_PAYLOADS } from '../attack/xss-payloads'
import { sanitiseHtml } from '../../worker/render/sanitise-html'
import { sanitisedHtmlProblems } from './sanitised-html-check'

/**
 * issue 19 §2, "Tests that must exist": the sanitiser removes every script
 * vector of a published XSS payload list (tests/attack/xss-payloads.txt).
 * Each payload alone and inside a paragraph of normal text: the output is
 * parsed again and checked against the allow-list, and sanitising it again
 * changes nothing (a mutation between our parse and the browser's would).
 * npm test sends the fast set (about 2,000); npm run test:attack (ATTACK=1) all of them.
 */
const ATTACK = env.ATTACK === '1'
const PAYLOADS: Payload[] = ATTACK ? XSS_PAYLOADS : fastXssPayloads()

async function failuresOf(wrap: (payload: string) => string): Promise<string[]> {
  const failures: string[] = []
  for (const { line, payload } of PAYLOADS) {
    const once = await sanitiseHtml(wrap(payload))
    const problems = await sanitisedHtmlProblems(once)
    const twice = await sanitiseHtml(once)
    if (twice !== once) problems.push(`not stable: ${JSON.stringify(once)} then ${JSON.stringify(twice)}`)
    for (const problem of problems)
      failures.push(`line ${line}: ${problem}\n    payload ${JSON.stringify(payload)}\n    output ${JSON.stringify(once)}`)
  }
  return failures
}

describe(`the sanitiser against published XSS payloads (${ATTACK ? 'full' : 'fast'} set)`, () => {
  it('holds thousands of payloads from the public lists', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(7000)
    expect(new Set(XSS_PAYLOADS.map(({ payload }) => payload)).size).toBe(XSS_PAYLOADS.length)
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(ATTACK ? 7000 : 1500)
  })

  it('leaves nothing that can run from any payload on its own', async () => {
    expect(await failuresOf((payload) => payload)).toEqual([])
  }, 600_000)

  it('leaves nothing that can run from any payload inside a paragraph of text', async () => {
    expect(await failuresOf((payload) => `<p>Town won <strong>2-1</strong> at home. ${payload} The replay is on Town TV.</p>`)).toEqual([])
  }, 600_000)
})

describe('the independent check', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', 'event handler onerror'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'is not a safe URL'],
    ['<a href=x target=_blank>x</a>', 'without rel'],
    ['<script>alert(1)</script>', 'element <script> is not allowed'],
    ['<p style="x">p</p>', 'attribute style'],
    ['<!-- x -->', 'a comment'],
    ['a <b', 'raw "<b"'],
  ])('finds what is wrong with %s', async (html, problem) => {
    expect((await sanitisedHtmlProblems(html)).join('\n')).toContain(problem)
  })
})
