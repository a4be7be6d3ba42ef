// Issue 13 §4: JavaScript and bytes per page type. Two views of each page:
// - JavaScript before interaction: the module scripts and modulepreloads the
//   HTML names and, recursively, their static imports (page-assets.mjs): what
//   must arrive before the page hydrates. Gzip -9 of each file, summed (the
//   budget's unit: home ≤ 90 KB).
// - Transfer: what headless Chromium fetched loading the page as a phone
//   (Lighthouse's mobile screen) until the network was quiet, bytes on the
//   wire as this server sent them (gzip), by kind. Below-the-fold lazy images
//   are not fetched, as for a visitor who does not scroll. Budget: home ≤ 500 KB.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chunkInputs } from './bundle-meta.mjs'
import { homeJavaScript } from './page-assets.mjs'

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** Lighthouse's mobile emulation (moto g power): the same screen for both measures. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
const QUIET_MS = 1500

export async function measurePageWeights(origin, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  const rows = []
  try {
    for (const page of pages) rows.push({ name: page.name, path: page.path, ...(await weighPage(browser, origin, page.path)) })
  } finally {
    await browser.close()
  }
  return rows
}

async function weighPage(browser, origin, path) {
  const response = await fetch(`${origin}${path}`)
  const html = await response.text()
  const js = await homeJavaScript(origin, html, response.headers.get('link'))
  const beforeInteraction = {
    // A page that did not answer 200 (a busy machine's fallback error document) says so beside its figures.
    status: response.status,
    files: js.files.length,
    bytes: sum(js.files.map((f) => f.code.length)),
    gzipBytes: sum(js.files.map((f) => gzipSync(f.code, { level: 9 }).length)),
    // The same code as one gzip stream: the difference is what splitting into this many files costs.
    gzipOneStreamBytes: gzipSync(js.files.map((f) => f.code).join('\n'), { level: 9 }).length,
    packages: await chunkInputs(js.files.map((f) => f.url)),
    missing: js.missing,
  }
  return { beforeInteraction, transfer: await browserTransfer(browser, origin, path) }
}

/** Every response the page fetched until QUIET_MS passed without a new request, by resource type. */
export async function browserTransfer(browser, origin, path) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' })
  const page = await context.newPage()
  const fetched = []
  let lastRequest = Date.now()
  page.on('request', () => {
    lastRequest = Date.now()
  })
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null)
    if (sizes) fetched.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize + sizes.responseHeadersSize })
  })
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250)
  } finally {
    await context.close()
  }
  const byType = {}
  for (const f of fetched) byType[f.type] = (byType[f.type] ?? 0) + f.bytes
  const scripts = fetched.filter((f) => f.type === 'script')
  return {
    requests: fetched.length,
    bytes: sum(fetched.map((f) => f.bytes)),
    byType,
    scripts: scripts.map((f) => new URL(f.url).pathname),
  }
}

function sum(list) {
  return list.reduce((a, b) => a + b, 0)
}
