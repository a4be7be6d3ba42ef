// Issue 9 "Budgets": 'Watch Now' to first frame in headless Chromium on
// loopback, p50 over `runs` runs (target ≤ 0.9 s), and the JavaScript the
// video hub loads before and after opening the player. Each run is a new
// visitor (fresh browser context, empty cache) who opens /videos, waits for
// it to hydrate and clicks the newest free video. The client marks both ends
// (client/player/player-marks.ts: 'video-watch-now' when a video is chosen,
// 'video-first-frame' when its first picture is painted); the time is the
// difference of the two marks, read from the page. The visitor has made the
// cookie choice and seen the promos already (as the e2e tests preset them), so
// no notice covers the hub.
import { chromium } from 'playwright-core'
import { chunksOfPackage } from './bundle-meta.mjs'
import { CHROMIUM } from './page-weight.mjs'

const WATCH_NOW_MARK = 'video-watch-now'
const FIRST_FRAME_MARK = 'video-first-frame'
const HUB = '/videos'
const QUIET_MS = 1000

export async function measurePlayerBudget(origin, { runs, log }) {
  const entryId = await newestFreeEntry(origin)
  const choices = await chromeChoices(origin)
  const hlsChunks = new Set(await chunksOfPackage('hls.js'))
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
  })
  const results = []
  try {
    await openOnce(browser, origin, entryId, choices) // warm-up: the server's first renders and media reads
    for (let run = 0; run < runs; run++) {
      log('.')
      results.push(await openOnce(browser, origin, entryId, choices))
    }
  } finally {
    await browser.close()
  }
  const times = results.map((r) => r.ms).filter((ms) => ms !== null)
  const p50 = percentile(times, 0.5)
  const last = results.at(-1)
  return {
    page: HUB,
    entryId,
    runs,
    failures: results.filter((r) => r.ms === null).map((r) => r.error),
    watchNowToFirstFrameMs: { p50, min: Math.min(...times), max: Math.max(...times), runs: times },
    target: { targetMs: 900, value: p50, met: Number.isFinite(p50) && p50 <= 900 },
    javascript: {
      before: summarize(last.before),
      afterOpening: summarize(last.after),
      hlsJsBefore: last.before.some((s) => hlsChunks.has(s.path)),
      hlsJsAfter: last.after.some((s) => hlsChunks.has(s.path)),
    },
  }
}

async function newestFreeEntry(origin) {
  const response = await fetch(`${origin}/api/videos/feed/1/sections/?section=current&pageIndex=0&pageSize=10`)
  const items = (await response.json()).sections?.[0]?.itemData ?? []
  const free = items.find((v) => v.metaData.SysEntryEntitlements.includes('?'))
  if (!free) throw new Error('feed 1 has no free video on its first page')
  return free.mediaData.entryId
}

/** Only-essential cookies chosen and every active promo seen (tests/e2e/fixtures.ts does the same). */
export async function chromeChoices(origin) {
  const response = await fetch(`${origin}/api/promo-overlays/?channel=Web`)
  const promos = response.ok ? (await response.json()).body : []
  return [
    { name: 'cookie_consent_given', value: 'true', url: origin },
    { name: 'cookie_consent_categories', value: '', url: origin },
    { name: 'promo_seen', value: promos.map((p) => p.promoID).join('.'), url: origin },
  ]
}

async function openOnce(browser, origin, entryId, choices) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  await context.addCookies(choices)
  await context.addInitScript(installHydrationProbe)
  const page = await context.newPage()
  const before = []
  const after = []
  let opened = false
  let lastRequest = Date.now()
  page.on('request', () => {
    lastRequest = Date.now()
  })
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const list = opened ? after : before
    const sizes = await request.sizes().catch(() => null)
    list.push({ path: new URL(request.url()).pathname, bytes: sizes ? sizes.responseBodySize : 0 })
  })
  try {
    await page.goto(`${origin}${HUB}`, { waitUntil: 'load' })
    await page.waitForFunction(() => window.__benchHydrated === true, undefined, { timeout: 30_000 })
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(100)
    opened = true
    await page.locator(`a[href="/videos/${entryId}"]`).first().click()
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_FRAME_MARK, { timeout: 30_000 })
    const ms = await page.evaluate(
      ([start, end]) => performance.getEntriesByName(end).at(-1).startTime - performance.getEntriesByName(start).at(-1).startTime,
      [WATCH_NOW_MARK, FIRST_FRAME_MARK],
    )
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(100)
    return { ms: Math.round(ms), before, after }
  } catch (err) {
    return { ms: null, error: err instanceof Error ? err.message.split('\n')[0] : String(err), before, after }
  } finally {
    await context.close()
  }
}

/**
 * Runs in the page before any script: React reports each commit to a
 * DevTools hook when one exists (production builds too), so the first commit
 * after hydration sets a flag (as tests/e2e/fixtures.ts does).
 */
function installHydrationProbe() {
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      isDisabled: false,
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {
        window.__benchHydrated = true
      },
    },
  })
}

function summarize(scripts) {
  return { files: scripts.length, bytes: scripts.reduce((s, f) => s + f.bytes, 0) }
}

function percentile(list, q) {
  if (list.length === 0) return Number.NaN
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}
