import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { auditEntries, menuOf, send } from './admin-pages-cms-helpers'
import type { ApiError } from './auth-helpers'
import { get, seedDemo } from './helpers'

// Issue 19 §3 menus of SPEC §2.3 in the back office, with §9 (audit) and §10 (version check).

type Errors = { errors: Array<{ code: string; message: string; source?: { pointer: string } }> }

const item = (name: string, slug: string, overrides: Record<string, unknown> = {}) => ({
  name,
  slug,
  icon: '',
  isExternal: false,
  customClass: '',
  newTab: false,
  ...overrides,
})

const saveMenu = (browser: Awaited<ReturnType<typeof staff>>, key: string, version: number, items: unknown[]) =>
  send(browser, 'PUT', `/api/admin/menus/${key}`, { data: { type: 'menu', attributes: { items }, meta: { version } } })

beforeEach(() => seedDemo())

describe('menus', () => {
  it('lists every menu and reads one with its entries in order', async () => {
    const editor = await staff('editor')
    const list = (await (await editor.fetch('/api/admin/menus')).json()) as { data: Array<{ id: string }> }
    expect(list.data.map((menu) => menu.id)).toEqual([
      'primary',
      'secondary',
      'sticky',
      'main',
      'featured',
      'footer',
      'subFooter1',
      'subFooter2',
    ])
    const primary = await menuOf(await editor.fetch('/api/admin/menus/primary'))
    expect(primary.items.map((i) => i.name)).toEqual(['News', 'Matches', 'Teams', 'Tickets'])
    expect(primary.version).toBe(1)
    expect((await editor.fetch('/api/admin/menus/nowhere')).status).toBe(404)
  })

  it('a saved menu shows in the rendered header in its new order, and its audit entry holds before and after', async () => {
    const editor = await staff('editor')
    const primary = await menuOf(await editor.fetch('/api/admin/menus/primary'))
    const items = [
      item('Club Shop', 'https://shop.itfc.example/new-kit', { isExternal: true, newTab: true, icon: 'shirt' }),
      ...primary.items.slice(0, 3).reverse(),
    ]
    const saved = await saveMenu(editor, 'primary', primary.version, items)
    expect(saved.status).toBe(200)
    expect((await menuOf(saved)).version).toBe(2)
    const html = await (await get('/')).text()
    const nav = html.indexOf('site-header__primary')
    const header = html.slice(nav, html.indexOf('</nav>', nav))
    expect(header).toContain('href="https://shop.itfc.example/new-kit"')
    const order = ['Club Shop', '>Teams<', '>Matches<', '>News<'].map((needle) => header.indexOf(needle))
    expect(order.every((at) => at > -1)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(header).not.toContain('>Tickets<')

    // An editor reads the menu's entry in the audit log (a content change).
    const log = (await (await editor.fetch('/api/admin/audit?subjectType=menu')).json()) as {
      data: Array<{ attributes: { subjectId: string; action: string } }>
    }
    expect(log.data.map((e) => [e.attributes.subjectId, e.attributes.action])).toEqual([['primary', 'update']])
    const [entry] = await auditEntries('menu', 'primary')
    expect(entry).toMatchObject({ action: 'update', subject_version: 1 })
    expect((JSON.parse(entry!.before_json!) as Array<{ name: string }>).map((i) => i.name)).toEqual(['News', 'Matches', 'Teams', 'Tickets'])
    expect((JSON.parse(entry!.after_json!) as Array<{ name: string }>).map((i) => i.name)).toEqual([
      'Club Shop',
      'Teams',
      'Matches',
      'News',
    ])
  })

  it.each([
    ['javascript: as an external link', item('Evil', 'javascript:alert(document.cookie)', { isExternal: true })],
    ['javascript: as an internal link', item('Evil', 'javascript:alert(1)')],
    ['a protocol-relative address', item('Evil', '//evil.example/news')],
    ['a plain http address', item('Shop', 'http://shop.itfc.example', { isExternal: true })],
  ])('%s is refused beside its field, and the menu is unchanged', async (_, bad) => {
    const editor = await staff('editor')
    const primary = await menuOf(await editor.fetch('/api/admin/menus/primary'))
    const response = await saveMenu(editor, 'primary', primary.version, [...primary.items, bad])
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as Errors
    expect(errors[0]?.source?.pointer).toBe(`/data/attributes/items/${primary.items.length}/slug`)
    expect(await menuOf(await editor.fetch('/api/admin/menus/primary'))).toEqual(primary)
    expect(await auditEntries('menu', 'primary')).toEqual([])
  })

  it('an icon off the fixed list and an empty name are refused (SPEC §5)', async () => {
    const editor = await staff('editor')
    const response = await saveMenu(editor, 'featured', 1, [item('', '/news', { icon: 'skull' })])
    expect(response.status).toBe(400)
    const pointers = ((await response.json()) as Errors).errors.map((e) => e.source?.pointer)
    expect(pointers).toEqual(expect.arrayContaining(['/data/attributes/items/0/name', '/data/attributes/items/0/icon']))
  })

  it('a save on an older version: 409 with the current menu, nothing of it written', async () => {
    const first = await staff('editor')
    const second = await staff('admin')
    const loaded = await menuOf(await first.fetch('/api/admin/menus/featured'))
    expect((await saveMenu(first, 'featured', loaded.version, [item('Academy', '/academy')])).status).toBe(200)
    const stale = await saveMenu(second, 'featured', loaded.version, [item('Women', '/itfc-women')])
    expect(stale.status).toBe(409)
    const body = (await stale.json()) as ApiError & { data: { attributes: { version: number; items: Array<{ name: string }> } } }
    expect(body.errors[0]?.code).toBe('version_conflict')
    expect(body.data.attributes.version).toBe(2)
    expect(body.data.attributes.items.map((i) => i.name)).toEqual(['Academy'])
    expect((await menuOf(await first.fetch('/api/admin/menus/featured'))).items.map((i) => i.name)).toEqual(['Academy'])
    expect((await auditEntries('menu', 'featured')).length).toBe(1)
  })
})
