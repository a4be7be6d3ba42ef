import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminSponsor, AdminSponsorRow, AdminSponsorSlot } from '../../shared/schemas/admin-sponsors'
import { staff } from './admin-articles-helpers'
import { attributesOf, auditFor, createItem, libraryPicture, pointersOf, send, updateItem } from './admin-commerce-helpers'
import type { Browser } from './auth-helpers'
import { bootOf, get, pageData, seedDemo } from './helpers'

// Issue 19 §6 sponsors (SPEC §3): rows, sponsors with logos, links and order, section slots; §9 audited, §10 versioned.

let admin: Browser
beforeEach(async () => {
  await seedDemo()
  admin = await staff('admin')
})

const newRow = (overrides: Record<string, unknown> = {}) =>
  createItem(admin, '/api/admin/sponsor-rows', 'sponsorRow', {
    adminName: 'Community partners',
    title: 'Community Partners',
    titleSize: 'h3',
    sponsorSize: 'small',
    forcedOrder: 9,
    published: true,
    ...overrides,
  })

async function newSponsor(rowId: number | null, title: string, overrides: Record<string, unknown> = {}) {
  return createItem(admin, '/api/admin/sponsors', 'sponsor', {
    rowId,
    title,
    adminName: title,
    campaignId: '',
    mediaLibraryId: '',
    url: 'https://partner.example.com',
    imageKey: await libraryPicture(),
    published: true,
    forcedOrder: 0,
    childFriendly: true,
    ...overrides,
  })
}

async function footerRow(rowId: number) {
  const chrome = bootOf(await (await get('/news')).text()).chrome
  return chrome.sponsorRows.find((row) => row.rowID === rowId)
}

describe('sponsor rows and sponsors', () => {
  it("a new row with its sponsors shows in the footer, and the row's new order persists", async () => {
    const row = await attributesOf<AdminSponsorRow>(await newRow())
    const names = ['Alder Bakery', 'Birch Builders', 'Cedar Cars']
    const sponsors: AdminSponsor[] = []
    for (const name of names) sponsors.push(await attributesOf<AdminSponsor>(await newSponsor(row.id, name)))
    expect((await footerRow(row.id))?.title).toBe('Community Partners')
    const reversed = [...sponsors].reverse().map((s) => ({ id: s.id, version: s.version }))
    const ordered = await admin.post(`/api/admin/sponsor-rows/${row.id}/order`, { order: reversed })
    expect(ordered.status).toBe(200)
    expect((await footerRow(row.id))?.sponsors.map((s) => s.title)).toEqual([...names].reverse())
    const listed = (await (await admin.fetch('/api/admin/sponsors?size=100')).json()) as { data: Array<{ attributes: AdminSponsor }> }
    const inRow = listed.data.map((d) => d.attributes).filter((s) => s.rowId === row.id)
    expect(inRow.map((s) => [s.title, s.forcedOrder, s.version])).toEqual([
      ['Cedar Cars', 0, 2],
      ['Birch Builders', 1, 2],
      ['Alder Bakery', 2, 2],
    ])
    expect((await auditFor('sponsor', sponsors[0]!.id)).map((e) => e.action)).toEqual(['create', 'reorder'])
  })

  it('a reorder made on a stale list is refused whole', async () => {
    const row = await attributesOf<AdminSponsorRow>(await newRow())
    const a = await attributesOf<AdminSponsor>(await newSponsor(row.id, 'Alder Bakery'))
    const b = await attributesOf<AdminSponsor>(await newSponsor(row.id, 'Birch Builders', { forcedOrder: 1 }))
    const { id, version, ...fields } = b
    await updateItem(admin, `/api/admin/sponsors/${id}`, 'sponsor', version, { ...fields, title: 'Birch & Sons' })
    const stale = await admin.post(`/api/admin/sponsor-rows/${row.id}/order`, {
      order: [
        { id: b.id, version: b.version },
        { id: a.id, version: a.version },
      ],
    })
    expect(stale.status).toBe(409)
    const stored = await env.DB.prepare('SELECT id, forced_order FROM sponsors WHERE row_id = ? ORDER BY id').bind(row.id).all()
    expect(stored.results).toEqual([
      { id: a.id, forced_order: 0 },
      { id: b.id, forced_order: 1 },
    ])
  })

  it('refuses a javascript: link, an unknown logo and a row that does not exist, each at its field', async () => {
    expect(await pointersOf(await newSponsor(null, 'Bad link', { url: 'javascript:alert(1)' }))).toEqual(['/data/attributes/url'])
    const logo = await newSponsor(null, 'No logo', { imageKey: 'uploads/2026/01/missing.png' })
    expect(logo.status).toBe(400)
    expect(await pointersOf(logo)).toEqual(['/data/attributes/imageKey'])
    expect(await pointersOf(await newSponsor(999_999, 'No row'))).toEqual(['/data/attributes/rowId'])
    const count = await env.DB.prepare("SELECT count(*) AS n FROM sponsors WHERE title IN ('Bad link', 'No logo', 'No row')").first()
    expect(count).toEqual({ n: 0 })
  })

  it('a second save of a row on the same version answers 409 with the current row and audits the first only', async () => {
    const row = await attributesOf<AdminSponsorRow>(await newRow())
    const { id, version, sponsors: _count, ...fields } = row
    expect((await updateItem(admin, `/api/admin/sponsor-rows/${id}`, 'sponsorRow', version, { ...fields, title: 'Friends' })).status).toBe(
      200,
    )
    const stale = await updateItem(admin, `/api/admin/sponsor-rows/${id}`, 'sponsorRow', version, { ...fields, title: 'Neighbours' })
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { data: { attributes: AdminSponsorRow } }).data.attributes).toMatchObject({
      title: 'Friends',
      version: 2,
    })
    const entries = await auditFor('sponsorRow', id)
    expect(entries.map((e) => e.action)).toEqual(['create', 'update'])
    expect(JSON.parse(entries[1]!.before_json!)).toMatchObject({ title: 'Community Partners' })
    expect(JSON.parse(entries[1]!.after_json!)).toMatchObject({ title: 'Friends' })
  })
})

describe('section sponsor slots', () => {
  it("pointing the news listing's slot at a new sponsor shows it on /news; a second web slot for it is refused", async () => {
    const sponsor = await attributesOf<AdminSponsor>(await newSponsor(null, 'Willow Water'))
    const listed = (await (await admin.fetch('/api/admin/sponsor-slots')).json()) as { data: Array<{ attributes: AdminSponsorSlot }> }
    const slot = listed.data.map((d) => d.attributes).find((s) => s.sectionId === 'news-listing' && s.type === 'web')
    if (!slot) throw new Error('the seed has no news-listing web slot')
    const { id, version, ...fields } = slot
    const saved = await updateItem(admin, `/api/admin/sponsor-slots/${id}`, 'sponsorSlot', version, { ...fields, sponsorId: sponsor.id })
    expect(saved.status).toBe(200)
    const { body } = await pageData('/news')
    expect(body.data.attributes.page).toMatchObject({ kind: 'newsListing', sponsor: { title: 'Willow Water' } })
    const duplicate = await createItem(admin, '/api/admin/sponsor-slots', 'sponsorSlot', { ...fields, sponsorId: sponsor.id })
    expect(duplicate.status).toBe(409)
    expect(((await duplicate.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('slot_taken')
    expect((await auditFor('sponsorSlot', id)).map((e) => e.action)).toEqual(['update'])
  })

  it('deleting a sponsor empties its slot (SPEC §8.3: an empty slot shows nothing)', async () => {
    const sponsor = await attributesOf<AdminSponsor>(await newSponsor(null, 'Poplar Print'))
    await env.DB.prepare("DELETE FROM section_sponsor_slots WHERE section_id = 'loading-screen' AND type = 'app'").run()
    const created = await createItem(admin, '/api/admin/sponsor-slots', 'sponsorSlot', {
      sectionId: 'loading-screen',
      name: 'Loading screen (app)',
      type: 'app',
      active: true,
      sponsorId: sponsor.id,
    })
    expect(await attributesOf<AdminSponsorSlot>(created)).toMatchObject({ sponsorId: sponsor.id, version: 1 })
    expect((await send(admin, 'DELETE', `/api/admin/sponsors/${sponsor.id}`, { version: 1 })).status).toBe(204)
    const pointing = await env.DB.prepare('SELECT count(*) AS n FROM section_sponsor_slots WHERE sponsor_id = ?').bind(sponsor.id).first()
    expect(pointing).toEqual({ n: 0 })
  })
})
