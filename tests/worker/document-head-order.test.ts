import { beforeEach, describe, expect, it } from 'vitest'
import { clientAssets } from '../../worker/generated/client-assets'
import { get, seedDemo } from './helpers'

/**
 * Issue 22 (Lighthouse mobile FCP): the render-blocking stylesheet is asked for before the scripts the
 * page preloads for hydration, so on a slow phone network it does not share its first round trips with
 * them. Only the page's own pictures' preloads may come first (the LCP picture is what the first paint shows).
 */
const PAGES = ['/', '/news/town-seal-late-win-at-portman-road', '/matches', '/match/21', '/videos', '/account/login']

describe('the document head asks for the stylesheet before any script', () => {
  beforeEach(() => seedDemo())

  it.each(PAGES)('%s', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    const head = html.slice(0, html.indexOf('</head>'))
    const stylesheet = head.indexOf(`<link rel="stylesheet" href="${clientAssets.css[0]}"`)
    const firstScript = head.search(/<link rel="modulepreload"|<script/)
    expect(stylesheet, 'the stylesheet is in the head').toBeGreaterThan(0)
    expect(firstScript, 'the page preloads its scripts').toBeGreaterThan(0)
    expect(stylesheet).toBeLessThan(firstScript)
    // Nothing but a picture's preload and the head's own meta may come before it.
    const before = head.slice(0, stylesheet).match(/<link [^>]*>/g) ?? []
    expect(before.filter((link) => !/rel="preload"[^>]* as="image"/.test(link) && !/rel="icon"/.test(link))).toEqual([])
    // The /videos hero's blurred backdrop (fetchPriority low) is not preloaded ahead of it (React preloads the
    // first ten eager images of a document before any stylesheet).
    expect(before.filter((link) => link.includes('/images/300x169/'))).toEqual([])
  })
})
