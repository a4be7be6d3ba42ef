import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { attributesOf, auditFor, createItem, hoursFromNow, libraryPicture, pointersOf, send, updateItem } from './admin-commerce-helpers'
import { Browser } from './auth-helpers'
import { seedDemo } from './helpers'

// Issue 19 §6 (adverts with pictures, UTC windows, channels), §9 (audited), §10 (version checked).

const SLOT_ADVERTS = '/api/admin/slot-adverts'

async function slotAdvertFields(overrides: Record<string, unknown> = {}) {
  return {
    slotId: 'footerSlot2',
    advertName: `Kit launch ${crypto.randomUUID().slice(0, 6)}`,
    advertRef: 'kit-2026',
    campaignRef: 'spring',
    url: 'https://shop.example.com/kits',
    enabled: true,
    channel: 'web',
    childFriendly: true,
    startUTC: hoursFromNow(-1),
    endUTC: hoursFromNow(24),
    mobileImageKey: await libraryPicture(),
    desktopImageKey: '',
    position: 0,
    ...overrides,
  }
}

async function servedInSlot(slot: string): Promise<string[]> {
  const response = await new Browser().fetch(`/api/advertising/slots/${slot}?includeAllAdverts=true`)
  const body = (await response.json()) as { data: { attributes: { adverts: Array<{ advertName: string }> } } }
  return body.data.attributes.adverts.map((advert) => advert.advertName)
}

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0

let admin: Browser
beforeEach(async () => {
  await seedDemo({ now: new Date() })
  admin = await staff('admin')
})

describe('slot adverts in the back office', () => {
  it('an advert booked now is served in its footer slot; one booked for next week is not', async () => {
    const now = await slotAdvertFields()
    const later = await slotAdvertFields({ startUTC: hoursFromNow(24 * 7), endUTC: hoursFromNow(24 * 14) })
    expect((await createItem(admin, SLOT_ADVERTS, 'slotAdvert', now)).status).toBe(201)
    expect((await createItem(admin, SLOT_ADVERTS, 'slotAdvert', later)).status).toBe(201)
    const served = await servedInSlot('footerSlot2')
    expect(served).toContain(now.advertName)
    expect(served).not.toContain(later.advertName)
  })

  it('an app-only advert is stored but never served on the site (SPEC §5 channels)', async () => {
    const app = await slotAdvertFields({ channel: 'app' })
    expect((await createItem(admin, SLOT_ADVERTS, 'slotAdvert', app)).status).toBe(201)
    expect(await servedInSlot('footerSlot2')).not.toContain(app.advertName)
  })

  it('refuses an end before the start, a javascript: link and a picture not in the library, each at its field', async () => {
    const before = await count('slot_adverts')
    const backwards = await createItem(
      admin,
      SLOT_ADVERTS,
      'slotAdvert',
      await slotAdvertFields({ startUTC: hoursFromNow(5), endUTC: hoursFromNow(1) }),
    )
    expect(backwards.status).toBe(400)
    expect(await pointersOf(backwards)).toEqual(['/data/attributes/endUTC'])
    const script = await createItem(admin, SLOT_ADVERTS, 'slotAdvert', await slotAdvertFields({ url: 'javascript:alert(1)' }))
    expect(script.status).toBe(400)
    expect(await pointersOf(script)).toEqual(['/data/attributes/url'])
    const http = await createItem(admin, SLOT_ADVERTS, 'slotAdvert', await slotAdvertFields({ url: 'http://shop.example.com' }))
    expect(await pointersOf(http)).toEqual(['/data/attributes/url'])
    const unknown = await createItem(
      admin,
      SLOT_ADVERTS,
      'slotAdvert',
      await slotAdvertFields({ mobileImageKey: 'uploads/2026/01/nowhere.png' }),
    )
    expect(unknown.status).toBe(400)
    expect(await pointersOf(unknown)).toEqual(['/data/attributes/mobileImageKey'])
    expect(await count('slot_adverts')).toBe(before)
  })

  it('a second save on the same version is refused with the current advert, and nothing of it is written', async () => {
    const created = await attributesOf(await createItem(admin, SLOT_ADVERTS, 'slotAdvert', await slotAdvertFields()))
    const { id, version, ...fields } = created
    const first = await updateItem(admin, `${SLOT_ADVERTS}/${id}`, 'slotAdvert', version, { ...fields, advertName: 'First save' })
    expect(first.status).toBe(200)
    const audits = (await auditFor('slotAdvert', id)).length
    const second = await updateItem(admin, `${SLOT_ADVERTS}/${id}`, 'slotAdvert', version, { ...fields, advertName: 'Second save' })
    expect(second.status).toBe(409)
    const body = (await second.json()) as { errors: Array<{ code: string }>; data: { attributes: { advertName: string; version: number } } }
    expect(body.errors[0]?.code).toBe('version_conflict')
    expect(body.data.attributes).toMatchObject({ advertName: 'First save', version: version + 1 })
    const stored = await env.DB.prepare('SELECT advert_name, version FROM slot_adverts WHERE id = ?').bind(id).first()
    expect(stored).toEqual({ advert_name: 'First save', version: version + 1 })
    expect((await auditFor('slotAdvert', id)).length).toBe(audits)
    // A stale delete is refused too.
    expect((await send(admin, 'DELETE', `${SLOT_ADVERTS}/${id}`, { version })).status).toBe(409)
    expect(await env.DB.prepare('SELECT id FROM slot_adverts WHERE id = ?').bind(id).first()).not.toBeNull()
  })

  it('create, update and delete are each audited with who, the before and the after', async () => {
    const created = await attributesOf(
      await createItem(admin, SLOT_ADVERTS, 'slotAdvert', await slotAdvertFields({ advertName: 'Audited' })),
    )
    const { id, version, ...fields } = created
    await updateItem(admin, `${SLOT_ADVERTS}/${id}`, 'slotAdvert', version, { ...fields, advertName: 'Audited again' })
    expect((await send(admin, 'DELETE', `${SLOT_ADVERTS}/${id}`, { version: version + 1 })).status).toBe(204)
    const entries = await auditFor('slotAdvert', id)
    expect(entries.map((e) => [e.action, e.subject_version])).toEqual([
      ['create', 1],
      ['update', 1],
      ['delete', 2],
    ])
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ advertName: 'Audited' })
    expect(JSON.parse(entries[1]!.before_json!)).toMatchObject({ advertName: 'Audited' })
    expect(JSON.parse(entries[1]!.after_json!)).toMatchObject({ advertName: 'Audited again' })
    expect(JSON.parse(entries[2]!.before_json!)).toMatchObject({ advertName: 'Audited again' })
    expect(entries[2]!.after_json).toBeNull()
    expect(new Set(entries.map((e) => e.actor_email)).size).toBe(1)
    expect((await admin.fetch(`${SLOT_ADVERTS}/${id}`)).status).toBe(404)
  })

  it('lists the bookings a page at a time with the total', async () => {
    const total = await count('slot_adverts')
    const response = await admin.fetch(`${SLOT_ADVERTS}?page=1&size=2`)
    const body = (await response.json()) as { data: unknown[]; meta: { total: number; size: number } }
    expect(body.data).toHaveLength(Math.min(2, total))
    expect(body.meta).toMatchObject({ total, size: 2 })
  })
})

describe('"Advert (other)" in the back office', () => {
  async function advertFields(overrides: Record<string, unknown> = {}) {
    return {
      kind: 'other',
      placement: '',
      title: `Season tickets ${crypto.randomUUID().slice(0, 6)}`,
      url: '/videos/subscriptions',
      enabled: true,
      channel: '',
      childFriendly: true,
      startUTC: hoursFromNow(-1),
      endUTC: hoursFromNow(48),
      position: 0,
      mobileImageKey: await libraryPicture(),
      mobileImageSize: 'mpu',
      desktopImageKey: await libraryPicture(),
      desktopImageSize: 'banner',
      feedImageKey: '',
      ...overrides,
    }
  }

  async function servedTitles(): Promise<string[]> {
    const response = await admin.fetch('/api/experiments/data')
    const body = (await response.json()) as { body: { adverts: Array<{ advertTitle: string }> } }
    return body.body.adverts.map((advert) => advert.advertTitle)
  }

  it('is served with its pictures in its window, and its pictures are replaced by a save', async () => {
    const fields = await advertFields()
    const created = await attributesOf(await createItem(admin, '/api/admin/adverts', 'advert', fields))
    expect(created).toMatchObject({ mobileImageKey: fields.mobileImageKey, desktopImageKey: fields.desktopImageKey, version: 1 })
    expect(await servedTitles()).toContain(fields.title)
    const picture = await libraryPicture()
    const { id, version, ...stored } = created
    const saved = await updateItem(admin, `/api/admin/adverts/${id}`, 'advert', version, {
      ...stored,
      mobileImageKey: picture,
      desktopImageKey: '',
      endUTC: hoursFromNow(-0.5),
    })
    expect(await attributesOf(saved)).toMatchObject({ mobileImageKey: picture, desktopImageKey: '', version: 2 })
    const images = await env.DB.prepare('SELECT image_type FROM advert_images WHERE advert_id = ? ORDER BY image_type').bind(id).all()
    expect(images.results).toEqual([{ image_type: 'mobile' }])
    // Its window has ended: no longer served.
    expect(await servedTitles()).not.toContain(fields.title)
  })

  it('an advert without its mobile picture is refused at that field', async () => {
    const response = await createItem(admin, '/api/admin/adverts', 'advert', await advertFields({ mobileImageKey: '' }))
    expect(response.status).toBe(400)
    expect(await pointersOf(response)).toEqual(['/data/attributes/mobileImageKey'])
  })

  it('an editor may not book adverts', async () => {
    const editor = await staff('editor')
    expect((await createItem(editor, '/api/admin/adverts', 'advert', await advertFields())).status).toBe(403)
  })
})
