import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { get, seedDemo } from './helpers'

/** A published leaf page that has blocks: its id, path and block count. */
async function pageWithBlocks() {
  const row = await env.DB.prepare(
    `SELECT p.id, p.full_path, count(b.id) AS blocks, max(b.position) AS last FROM pages p JOIN page_blocks b ON b.page_id = p.id
      WHERE p.post_status = 'Published' AND p.post_type = 'internal' AND NOT EXISTS (SELECT 1 FROM pages c WHERE c.parent_id = p.id)
      GROUP BY p.id ORDER BY p.id LIMIT 1`,
  ).first<{ id: number; full_path: string; blocks: number; last: number }>()
  if (!row) throw new Error('the seed has no leaf page with blocks')
  return row
}

async function blockRows() {
  return (await env.DB.prepare(`SELECT id, page_id, position, block_type, data FROM page_blocks ORDER BY id`).all()).results
}

describe('page_blocks takes any block type (migration 0003: the zod widget schemas decide)', () => {
  beforeEach(() => seedDemo())

  // 'aggregated-feed' was the example until it became a widget (issue 12 §2); any type the site does not know behaves so.
  it("a block of a type the site does not know ('match-ticker') can be stored, and its page still renders", async () => {
    const page = await pageWithBlocks()
    const before = await (await get(`/${page.full_path}`)).text()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await env.DB.prepare(`INSERT INTO page_blocks (page_id, position, block_type, data) VALUES (?1, ?2, 'match-ticker', ?3)`)
      .bind(page.id, page.last + 1, JSON.stringify({ title: 'Live scores' }))
      .run()
    const response = await get(`/${page.full_path}`)
    expect(response.status).toBe(200)
    // The page renders its known blocks as before; the widget the site does not know yet is skipped with a warning.
    const main = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0]
    expect(main(before)).toContain('class="widgets"')
    expect(main(await response.text())).toBe(main(before))
    expect(warn.mock.calls.some((call) => String(call[0]).includes('skipped invalid match-ticker block'))).toBe(true)
    warn.mockRestore()
  })

  it('the rebuilt table keeps its rules: valid JSON, a type, one block per position, blocks go with their page', async () => {
    const page = await pageWithBlocks()
    const insert = (position: number, type: string, data: string) =>
      env.DB.prepare(`INSERT INTO page_blocks (page_id, position, block_type, data) VALUES (?1, ?2, ?3, ?4)`)
        .bind(page.id, position, type, data)
        .run()
    await expect(insert(page.last + 1, 'heading', 'not json')).rejects.toThrow(/CHECK constraint failed/)
    await expect(insert(page.last + 1, '', '{}')).rejects.toThrow(/CHECK constraint failed/)
    await expect(insert(page.last, 'heading', '{}')).rejects.toThrow(/UNIQUE constraint failed/)
    await expect(
      env.DB.prepare(`INSERT INTO page_blocks (page_id, position, block_type) VALUES (999999, 1, 'heading')`).run(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/)
    await env.DB.prepare(`DELETE FROM pages WHERE id = ?1`).bind(page.id).run()
    const left = await env.DB.prepare(`SELECT count(*) AS n FROM page_blocks WHERE page_id = ?1`).bind(page.id).first<{ n: number }>()
    expect(left?.n).toBe(0)
  })

  it('the rebuild keeps every stored block as it was', async () => {
    const rebuild = env.TEST_MIGRATIONS?.find((m) => m.name.startsWith('0003_'))?.queries ?? []
    const from = rebuild.findIndex((q) => /PRAGMA defer_foreign_keys = true/i.test(q))
    expect(from).toBeGreaterThan(0)
    const before = await blockRows()
    expect(before.length).toBeGreaterThan(0)
    // Run the migration's rebuild again over the seeded blocks.
    await env.DB.batch(rebuild.slice(from).map((sql) => env.DB.prepare(sql)))
    expect(await blockRows()).toEqual(before)
    const schema = await env.DB.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'page_blocks'`).first<{
      sql: string
    }>()
    expect(schema?.sql).not.toMatch(/block_type IN/)
    expect(schema?.sql).toMatch(/REFERENCES pages \(id\) ON DELETE CASCADE/)
  })
})
