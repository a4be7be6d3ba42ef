// News search benchmark helpers for run.mjs (SPEC §4.9 search over FTS5):
// 10,000 generated articles are added to the bench database, then the search
// is measured over HTTP (run.mjs targets) and, query against query, beside a
// plain D1 primary-key lookup on the same database, reported as a ratio.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { getPlatformProxy } from 'wrangler'
import { closedLoop } from './closed-loop.mjs'

export const GENERATED_ARTICLES = 10_000
/** Ids far above the seed's, so the generated rows never collide with it and a re-run inserts nothing new. */
const FIRST_ID = 1_000_000
/** D1 refuses statements over about 100 KB (SQLITE_TOOBIG): 20 rows of about 2 KB each stay well under. */
const ROWS_PER_INSERT = 20
export const SEARCH_TERM = 'town win'

const WORDS = `town ipswich portman road win draw loss goal keeper defender midfielder striker header volley penalty corner
free kick derby league cup season fixture replay highlights manager coach squad academy women under twenty one
eighteen supporters fans stadium pitch training injury transfer contract signing loan captain substitute clean
sheet assist press conference interview tickets membership stream audio commentary kit sponsor partner community
foundation charity history legend trophy promotion table points away home victory defeat comeback late equaliser`.split(/\s+/)

/** A small deterministic generator, so every run measures the same text. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function sentence(next, words) {
  return Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
}

const quote = (text) => `'${text.replaceAll("'", "''")}'`

/** SQL that adds the generated articles (INSERT OR IGNORE: idempotent on a kept bench state). */
export function generatedArticlesSql(count = GENERATED_ARTICLES) {
  const next = random(2026)
  const statements = []
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const rows = []
    for (let i = start; i < Math.min(count, start + ROWS_PER_INSERT); i += 1) {
      const id = FIRST_ID + i
      const published = new Date(Date.UTC(2018, 0, 1) + Math.floor(next() * 8 * 365) * 86_400_000).toISOString()
      const title = sentence(next, 6)
      const summary = sentence(next, 18)
      const body = sentence(next, 120)
      rows.push(
        `(${id}, 'en', 'bench-article-${id}', ${quote(title)}, ${quote(summary)}, ${quote(`<p>${body}</p>`)}, ${quote(body)}, ${quote(published)}, 'published', ${quote(published)})`,
      )
    }
    statements.push(
      `INSERT OR IGNORE INTO news (id, locale, slug, title, summary, body_html, body_text, published_at, status, updated_at) VALUES\n${rows.join(',\n')};`,
    )
  }
  return `${statements.join('\n')}\n`
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'

function run(cmd, args, label) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stderr || result.stdout}`)
}

/**
 * Before the site starts (a second process writing under a running
 * `wrangler dev` upsets it): the schema and the demo seed as `npm start`
 * would put them there (both steps are idempotent, so the start-up repeats
 * them as no-ops), then the generated articles with `wrangler d1 execute --local`.
 */
export function insertGeneratedArticles(stateDir) {
  const started = Date.now()
  run(npx, ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], 'applying the migrations')
  run('node', ['worker/dev/seed-local.mjs', '--persist-to', stateDir], 'seeding the demo content')
  const file = resolve('.wrangler/tmp/bench/news-articles.sql')
  mkdirSync(resolve('.wrangler/tmp/bench'), { recursive: true })
  writeFileSync(file, generatedArticlesSql())
  run(
    npx,
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file, '--yes'],
    'inserting the generated articles',
  )
  return { file, seconds: (Date.now() - started) / 1000 }
}

/** The worker's own query module, bundled for node, so the query measured is the one the API runs. */
async function loadQueryModule(entry, name) {
  const outfile = resolve(`.wrangler/tmp/bench/${name}.mjs`)
  await build({ entryPoints: [entry], bundle: true, platform: 'neutral', format: 'esm', outfile, logLevel: 'warning' })
  return import(`${pathToFileURL(outfile).href}?v=${Date.now()}`)
}

/**
 * Closed loop over the D1 binding itself (wrangler's platform proxy on the
 * bench state): the news search query against a primary-key lookup, each
 * for `seconds` after a warm-up, `concurrency` queries in flight.
 */
export async function measureQueries(stateDir, { seconds, warmupSeconds, concurrency, summarize }) {
  const { searchNews } = await loadQueryModule('worker/db/news-search.ts', 'news-search-query')
  // Issue 19 budget: the back office's article list over the same articles (sorted, filtered, paged in D1).
  const { listAdminArticles } = await loadQueryModule('worker/db/admin-articles.ts', 'admin-articles-query')
  const proxy = await getPlatformProxy({ configPath: 'wrangler.toml', persist: { path: join(stateDir, 'v3') } })
  try {
    const db = proxy.env.DB
    const list = (query) => listAdminArticles(db, { page: 1, size: 25, sort: 'updatedAt', dir: 'desc', ...query }, new Date())
    const { results: idRows } = await db.prepare('SELECT id FROM news ORDER BY id').all()
    const ids = idRows.map((r) => r.id)
    const count = await db.prepare('SELECT count(*) AS n FROM news').first('n')
    let cursor = 0
    const queries = [
      {
        name: 'D1 primary-key lookup',
        run: () =>
          db
            .prepare('SELECT id, slug, title, published_at FROM news WHERE id = ?1')
            .bind(ids[cursor++ % ids.length])
            .first(),
      },
      { name: 'news search, by date', run: () => searchNews(db, { term: SEARCH_TERM, size: 8, start: 0, order: 'date' }) },
      { name: 'news search, by relevance', run: () => searchNews(db, { term: SEARCH_TERM, size: 8, start: 0, order: 'relevance' }) },
      { name: 'admin list, last changed', run: () => list({}) },
      { name: 'admin list, published, p.40', run: () => list({ state: 'published', page: 40 }) },
      { name: 'admin list, title search', run: () => list({ q: 'keeper' }) },
    ]
    const figures = []
    for (const query of queries) {
      await closedLoop(query.run, warmupSeconds, concurrency)
      figures.push({ name: query.name, ...summarize(await closedLoop(query.run, seconds, concurrency)) })
    }
    return { articles: count, figures }
  } finally {
    await proxy.dispose()
  }
}

/** Prints the query figures and each search against the primary-key lookup. */
export function printQueryRatios({ articles, figures }) {
  const baseline = figures[0]
  console.log(`\nD1 queries over ${articles} articles (query '${SEARCH_TERM}', 8 a page):`)
  for (const f of figures)
    console.log(`  ${f.name.padEnd(26)} p50 ${f.p50.toFixed(2)} ms   p99 ${f.p99.toFixed(2)} ms   ${f.rps.toFixed(0)} q/s`)
  const ratios = figures.slice(1).map((f) => ({
    target: f.name,
    p50: Math.round((f.p50 / baseline.p50) * 1000) / 1000,
    p99: Math.round((f.p99 / baseline.p99) * 1000) / 1000,
  }))
  console.log(`search and the admin list / ${baseline.name}:`)
  for (const r of ratios) console.log(`  ${r.target.padEnd(26)} p50 x${r.p50}   p99 x${r.p99}`)
  return ratios
}
