import { beforeEach, describe, expect, it } from 'vitest'
import { Browser } from './auth-helpers'
import { advertEvent, signedInAs, store, times } from './advert-report-helpers'
import { seedDemo, visibleText } from './helpers'

// Issue 12 §5: /account/adverts-report, the report as a page in the account area for admins.

const PAGE = '/account/adverts-report'
const html = { headers: { Accept: 'text/html' } }
const TOWN_TV = { kind: 'slot', advertID: 6, advertName: 'Town TV Plus', advertRef: 'ADV-0006', campaignRef: 'CMP-footerSlot3-6' } as const
const NEWS_FEED = { kind: 'feed', advertID: 5, advertName: 'Christmas at the club shop' } as const

describe('/account/adverts-report', () => {
  beforeEach(() => seedDemo())

  it('renders the report without JavaScript for an admin: range form, totals, chart with a summary, tables', async () => {
    await store([
      ...times(8, 'advertImpression', TOWN_TV, '2026-11-10T10:00:00.000Z'),
      ...times(2, 'advertClick', TOWN_TV, '2026-11-10T10:00:05.000Z'),
      ...times(2, 'advertImpression', NEWS_FEED, '2026-11-11T10:00:00.000Z'),
    ])
    const response = await (await signedInAs('admin')).fetch(`${PAGE}?from=2026-11-01&to=2026-11-15`, html)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toMatch(/<meta name="robots" content="noindex,nofollow"/)
    // A plain GET form back to this page, holding the range shown.
    const form = /<form class="adverts-report__form"[^>]*>/.exec(page)?.[0] ?? ''
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/account/adverts-report"')
    expect(page).toMatch(/<input type="date"[^>]*name="from" value="2026-11-01"/)
    expect(page).toMatch(/<input type="date"[^>]*name="to" value="2026-11-15"/)
    const text = visibleText(page)
    expect(text).toContain('Impressions 10 Clicks 2 CTR 20.00%')
    // The chart says in words what its bars show, and tells the bars apart by pattern, not colour alone.
    expect(page).toMatch(/<svg[^>]*role="img"[^>]*aria-describedby="report-chart-summary"/)
    expect(text).toContain(
      '10 impressions and 2 clicks in all, CTR 20.00%. Each advert has two bars: impressions (solid) and clicks (striped).',
    )
    expect(page).toContain('fill="url(#report-chart-stripes)"')
    expect(text).toMatch(
      /By advert Advert Where Campaign Impressions Clicks CTR Town TV Plus ADV-0006 Footer slot CMP-footerSlot3-6 8 2 25.00%/,
    )
    expect(text).toContain('Christmas at the club shop News feed No campaign 2 0 0.00%')
    expect(text).toMatch(/By campaign .* CMP-footerSlot3-6 1 8 2 25.00% .*Total 2 10 2 20.00%/)
  })

  it('signed out: a 401 page asking an administrator to log in, and back here after', async () => {
    const response = await new Browser().fetch(`${PAGE}?from=2026-11-01`, html)
    expect(response.status).toBe(401)
    const page = await response.text()
    expect(visibleText(page)).toContain('This page is for administrators. Please log in with an administrator account.')
    expect(page).toContain(`href="/account/login?returnTo=${encodeURIComponent(`${PAGE}?from=2026-11-01`)}"`)
    expect(page).not.toContain('adverts-report__table')
  })

  it('a supporter is refused with a 403 and sees no figures', async () => {
    await store([advertEvent('advertImpression', TOWN_TV, new Date().toISOString())])
    const response = await (await signedInAs('supporter')).fetch(PAGE, html)
    expect(response.status).toBe(403)
    const text = visibleText(await response.text())
    expect(text).toContain('This page is for administrators only.')
    expect(text).not.toContain('Town TV Plus')
  })

  it.each([
    ['?from=2026-13-01&to=2026-11-01', 'Enter both dates as YYYY-MM-DD.'],
    ['?from=2026-11-02&to=2026-11-01', 'The first day must not be after the last day.'],
    ['?from=2020-01-01&to=2026-11-01', 'A report covers at most 366 days.'],
  ])('%s is a 400 that says why, with the form to try again', async (query, message) => {
    const response = await (await signedInAs('admin')).fetch(`${PAGE}${query}`, html)
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(page).toMatch(new RegExp(`<p id="report-error" class="adverts-report__error" role="alert">${message.replace('.', '\\.')}</p>`))
    expect(page).toContain('class="adverts-report__form"')
    expect(page).not.toContain('adverts-report__totals')
  })

  it('?lang=ar is the Arabic page, right to left, keeping the language through the form', async () => {
    await store(times(3, 'advertImpression', TOWN_TV, '2026-11-10T10:00:00.000Z'))
    const page = await (await (await signedInAs('admin')).fetch(`${PAGE}?lang=ar&from=2026-11-01&to=2026-11-15`, html)).text()
    expect(page).toMatch(/<html lang="ar" dir="rtl"/)
    expect(page).toMatch(/<h1[^>]*>تقرير الإعلانات<\/h1>/)
    expect(page).toContain('<input type="hidden" name="lang" value="ar"/>')
    expect(visibleText(page)).toContain('حسب الإعلان')
  })

  it('the page data for client navigation answers the same, by the same rule', async () => {
    const admin = await signedInAs('admin')
    const data = await admin.fetch(`/api/page?path=${encodeURIComponent(`${PAGE}?from=2026-11-01&to=2026-11-02`)}`)
    expect(data.status).toBe(200)
    const body = (await data.json()) as { data: { attributes: { page: { kind: string; access: string; report: { from: string } } } } }
    expect(body.data.attributes.page).toMatchObject({ kind: 'advertsReport', access: 'admin', report: { from: '2026-11-01' } })
    const anonymous = await new Browser().fetch(`/api/page?path=${encodeURIComponent(PAGE)}`)
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as typeof body).data.attributes.page).toMatchObject({ access: 'signIn', report: null })
  })
})
