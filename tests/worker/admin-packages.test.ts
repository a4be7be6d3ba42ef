import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeAccount } from './account-factory'
import { staff } from './admin-articles-helpers'
import { auditRows, fieldsOf, packageFields, packageOf, priceFields, send } from './admin-packages-helpers'
import type { ApiError } from './auth-helpers'
import { seedDemo, visibleText } from './helpers'
import { SANDBOX_ENV, Shopper, STRIPE_ENV } from './payments-helpers'

// Issue 19 §6 (packages and price options, match passes), §9 audit, §10 version check.
// Seeded around the real clock, as npm start does: a match pass has a next match to be sold for.
beforeEach(() => seedDemo({ now: new Date() }))

type PublicPackages = { data: { data: Array<{ id: string; attributes: { title: string; priceData: Array<{ amountPence: number }> } }> } }
const publicPackages = async () => ((await (await new Shopper(SANDBOX_ENV).fetch('/api/packages')).json()) as PublicPackages).data.data

describe('packages in the back office', () => {
  it('a created package is on the public list, and a price change reaches the sandbox checkout', async () => {
    const admin = await staff('admin')
    const list = (await (await admin.fetch('/api/admin/packages')).json()) as { meta: { paymentsMode: string; passMatch: unknown } }
    expect(list.meta.paymentsMode).toBe('sandbox')
    expect(list.meta.passMatch).toMatchObject({ matchId: expect.any(Number) })

    const created = await admin.post('/api/admin/packages', { id: 'replays-pass', fields: packageFields() })
    expect(created.status).toBe(201)
    const pkg = await packageOf(created)
    expect(pkg).toMatchObject({ id: 'replays-pass', version: 1, purchases: 0, prices: [{ amountPence: 499, version: 1 }] })
    const priceId = pkg.prices[0]!.id
    expect(priceId).toMatch(/^replays-pass-[0-9a-f]{8}$/)
    expect((await publicPackages()).find((p) => p.id === 'replays-pass')?.attributes.priceData[0]?.amountPence).toBe(499)

    const changed = { ...fieldsOf(pkg), prices: [{ ...fieldsOf(pkg).prices[0]!, amountPence: 799, priceDisplay: '£7.99' }] }
    const updated = await send(admin, 'PUT', '/api/admin/packages/replays-pass', { version: 1, fields: changed })
    expect(updated.status).toBe(200)
    expect(await packageOf(updated)).toMatchObject({ version: 2, prices: [{ id: priceId, amountPence: 799, version: 2 }] })

    const shopper = await new Shopper(SANDBOX_ENV).signIn('supporter@example.com')
    const checkout = await shopper.post('/api/payments/create-checkout', { packageID: 'replays-pass', priceID: priceId })
    expect(checkout.status).toBe(200)
    const { id } = (await checkout.json()) as { id: string }
    const page = visibleText(await (await shopper.fetch(`/sandbox/checkout/${id}`)).text())
    expect(page).toContain('£7.99')
    const purchase = await env.DB.prepare('SELECT amount_pence FROM purchases WHERE package_id = ?').bind('replays-pass').first()
    expect(purchase).toEqual({ amount_pence: 799 })

    // §9: the package's entries and its price option's, with before and after.
    const entries = await auditRows('package', 'replays-pass')
    expect(entries.map((e) => e.action)).toEqual(['create', 'update'])
    expect(JSON.parse(entries[1]!.before_json!).prices[0].amountPence).toBe(499)
    expect(JSON.parse(entries[1]!.after_json!).prices[0].amountPence).toBe(799)
    const priceEntries = await auditRows('priceOption', priceId)
    expect(priceEntries.map((e) => [e.action, e.subject_version])).toEqual([
      ['create', 1],
      ['update', 1],
    ])
  })

  it('the rich text an administrator writes on a price is shown through the sanitiser: no script survives', async () => {
    const admin = await staff('admin')
    const html =
      '<p onclick="alert(1)">Every <strong>replay</strong></p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">more</a>'
    const created = await admin.post('/api/admin/packages', {
      id: 'rich-text-pass',
      fields: packageFields({ prices: [priceFields({ furtherInformationHtml: html })] }),
    })
    expect(created.status).toBe(201)
    const listed = await (await new Shopper(SANDBOX_ENV).fetch('/api/packages')).json()
    const shown = JSON.stringify(listed)
    expect(shown).toContain('<strong>replay</strong>')
    expect(shown).not.toMatch(/<script|onerror|onclick|javascript:/i)
  })

  it('bad fields are refused one by one with their pointers, and nothing is written', async () => {
    const admin = await staff('admin')
    const before = await env.DB.prepare('SELECT count(*) AS n FROM packages').first()
    const bad = await admin.post('/api/admin/packages', {
      id: 'Bad Id',
      fields: packageFields({
        title: '',
        successfulPaymentPage: 'https://evil.example/',
        prices: [priceFields({ amountPence: -1, stripePriceId: 'prod_123', type: 'recurring', interval: null, currency: 'gbp' })],
      }),
    })
    expect(bad.status).toBe(400)
    const pointers = ((await bad.json()) as { errors: Array<{ source: { pointer: string } }> }).errors.map((e) => e.source.pointer)
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/id',
        '/fields/title',
        '/fields/successfulPaymentPage',
        '/fields/prices/0/amountPence',
        '/fields/prices/0/stripePriceId',
        '/fields/prices/0/currency',
      ]),
    )
    const taken = await admin.post('/api/admin/packages', { id: 'match-pass', fields: packageFields() })
    expect(taken.status).toBe(409)
    expect(((await taken.json()) as ApiError).errors[0]?.code).toBe('package_id_taken')
    expect(await env.DB.prepare('SELECT count(*) AS n FROM packages').first()).toEqual(before)
  })

  it('where buying is real Stripe, a price on sale needs its Stripe price id; off sale it may wait', async () => {
    const { email } = await makeAccount({ role: 'admin' })
    const admin = await new Shopper(STRIPE_ENV).signIn(email)
    const refused = await admin.post('/api/admin/packages', { id: 'stripe-less', fields: packageFields() })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as ApiError).errors[0]).toMatchObject({
      code: 'stripe_price_required',
      source: { pointer: '/fields/prices/0/stripePriceId' },
    })
    expect((await admin.post('/api/admin/packages', { id: 'stripe-less', fields: packageFields({ published: false }) })).status).toBe(201)
    const withId = packageFields({ prices: [priceFields({ stripePriceId: 'price_1QabcDEF' })] })
    expect((await admin.post('/api/admin/packages', { id: 'stripe-priced', fields: withId })).status).toBe(201)
  })

  it('a package someone bought is never deleted, only taken off sale; one nobody bought is deleted', async () => {
    const admin = await staff('admin')
    const account = await env.DB.prepare("SELECT id FROM accounts WHERE email = 'supporter@example.com'").first<{ id: number }>()
    await env.DB.prepare(
      `INSERT INTO purchases (account_id, package_id, price_option_id, mode, status, amount_pence, created_at, updated_at)
       VALUES (?, 'match-pass', 'price-match-pass', 'payment', 'completed', 1000, ?, ?)`,
    )
      .bind(account!.id, new Date().toISOString(), new Date().toISOString())
      .run()
    const pass = await packageOf(await admin.fetch('/api/admin/packages/match-pass'))
    expect(pass.purchases).toBe(1)

    const deleted = await send(admin, 'DELETE', '/api/admin/packages/match-pass', { version: pass.version })
    expect(deleted.status).toBe(409)
    expect(((await deleted.json()) as ApiError).errors[0]?.code).toBe('package_has_purchases')
    const noPrice = await send(admin, 'PUT', '/api/admin/packages/match-pass', {
      version: pass.version,
      fields: { ...fieldsOf(pass), prices: [] },
    })
    expect(noPrice.status).toBe(409)
    expect(await env.DB.prepare("SELECT count(*) AS n FROM price_options WHERE package_id = 'match-pass'").first()).toEqual({ n: 1 })

    const withdrawn = await send(admin, 'POST', '/api/admin/packages/match-pass/withdraw', { version: pass.version })
    expect(withdrawn.status).toBe(200)
    expect(await packageOf(withdrawn)).toMatchObject({ published: false, version: pass.version + 1 })
    expect((await publicPackages()).some((p) => p.id === 'match-pass')).toBe(false)
    // A match pass is audited as one (§9 subject types).
    expect((await auditRows('matchPass', 'match-pass')).map((e) => e.action)).toEqual(['withdraw'])

    const fresh = await packageOf(await admin.post('/api/admin/packages', { id: 'short-lived', fields: packageFields() }))
    expect((await send(admin, 'DELETE', '/api/admin/packages/short-lived', { version: fresh.version })).status).toBe(204)
    expect(await env.DB.prepare("SELECT count(*) AS n FROM price_options WHERE package_id = 'short-lived'").first()).toEqual({ n: 0 })
    expect((await auditRows('package', 'short-lived')).map((e) => e.action)).toEqual(['create', 'delete'])
  })

  it('the second of two administrators saving the same version gets 409 with the stored package, and nothing of theirs is written', async () => {
    const [first, second] = [await staff('admin'), await staff('admin')]
    const opened = await packageOf(await first.fetch('/api/admin/packages/town-tv-monthly'))
    const mine = await send(first, 'PUT', '/api/admin/packages/town-tv-monthly', {
      version: opened.version,
      fields: { ...fieldsOf(opened), title: 'Town TV (first)' },
    })
    expect(mine.status).toBe(200)
    const theirs = await send(second, 'PUT', '/api/admin/packages/town-tv-monthly', {
      version: opened.version,
      fields: { ...fieldsOf(opened), title: 'Town TV (second)', prices: [] },
    })
    expect(theirs.status).toBe(409)
    const body = (await theirs.json()) as ApiError & { data: { attributes: { title: string; version: number } } }
    expect(body.errors[0]?.code).toBe('version_conflict')
    expect(body.data.attributes).toMatchObject({ title: 'Town TV (first)', version: opened.version + 1 })
    const stored = await packageOf(await first.fetch('/api/admin/packages/town-tv-monthly'))
    expect(stored).toMatchObject({ title: 'Town TV (first)', prices: [{ id: 'price-town-tv-monthly' }] })
    expect((await auditRows('package', 'town-tv-monthly')).map((e) => e.action)).toEqual(['update'])
  })
})

// Three server renders of /admin: on a busy 2-core machine that can pass vitest's 5 s default (a time-out, not a pass condition).
describe('the Packages and Promos sections of /admin', { timeout: 30_000 }, () => {
  const html = { headers: { Accept: 'text/html' } }

  it('are in an administrator’s menu and refused to an editor', async () => {
    // Issue 22 §5: the section itself ('New package') comes with its code in the browser (tests/unit/admin-sections-markup.test.ts).
    const admin = visibleText(await (await (await staff('admin')).fetch('/admin/packages', html)).text())
    expect(admin).toContain('Loading the back office…')
    expect(admin).toMatch(/Packages.*Promos/)
    for (const path of ['/admin/packages', '/admin/promos']) {
      const editor = visibleText(await (await (await staff('editor')).fetch(path, html)).text())
      expect(editor).toContain('Administrators only')
      expect(editor).not.toContain('Promos')
    }
  })
})
