import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { getFooterAdverts, getMenus, getSponsorRows, getWebSettings } from '../../worker/db/site'
import { seedDemo } from './helpers'

describe('site chrome queries', () => {
  beforeEach(async () => {
    await seedDemo()
  })

  it('menus have every key and the SPEC §2.3 entries', async () => {
    const menus = await getMenus(env.DB)
    expect(Object.keys(menus).sort()).toEqual(['featured', 'footer', 'main', 'primary', 'secondary', 'sticky', 'subFooter1', 'subFooter2'])
    expect(menus.primary.map((i) => i.name)).toEqual(['News', 'Matches', 'Teams', 'Tickets'])
    expect(menus.primary[3]).toMatchObject({ isExternal: true, newTab: true, slug: 'https://tickets.itfc.example' })
    expect(menus.secondary).toEqual([expect.objectContaining({ name: 'LIVE', slug: '/videos', isExternal: false })])
    expect(menus.sticky.map((i) => [i.name, i.isExternal])).toEqual([
      ['Town TV', false],
      ['Tickets', true],
      ['Store', true],
    ])
    expect(menus.sticky[0]?.slug).toBe('/videos')
    expect(menus.main.map((i) => i.name)).toEqual(['News', 'Town TV', 'Matches', 'Teams', 'Tickets', 'Shop'])
    expect(menus.main[5]).toMatchObject({ isExternal: true, slug: 'https://shop.itfc.example' })
    expect(menus.featured).toEqual([])
    for (const key of ['subFooter1', 'subFooter2'] as const) {
      expect(menus[key].map((i) => i.slug)).toEqual([
        '/club/safeguarding',
        '/privacy-notice',
        '/cookie-policy',
        '/club/careers',
        '/contact-us',
      ])
    }
    expect(menus.footer.length).toBeGreaterThanOrEqual(10)
  })

  it('child-friendly mode removes the sponsors not flagged child friendly', async () => {
    const all = await getSponsorRows(env.DB, { childFriendly: false })
    expect(all.map((r) => [r.title, r.sponsorSize, r.sponsors.length])).toEqual([
      ['Principal Partners', 'large', 2],
      ['Elite Partners', 'small', 4],
      ['Club Partners', 'small', 6],
    ])
    expect(all.flatMap((r) => r.sponsors).some((s) => s.title === 'BetNorth' && !s.isChildFriendly)).toBe(true)
    const safe = await getSponsorRows(env.DB, { childFriendly: true })
    const safeSponsors = safe.flatMap((r) => r.sponsors)
    expect(safeSponsors.every((s) => s.isChildFriendly)).toBe(true)
    expect(safeSponsors.map((s) => s.title)).not.toContain('BetNorth')
    expect(safe.find((r) => r.title === 'Elite Partners')?.sponsors).toHaveLength(2)
  })

  it('a sponsor carries every SPEC §3 field, published and mediaLibraryID included', async () => {
    const [principal] = await getSponsorRows(env.DB, { childFriendly: false })
    expect(principal?.sponsors[0]).toEqual({
      sponsorID: 1,
      campaignID: 'CAMP-2025-001',
      title: 'Halcyon Energy',
      url: 'https://halcyon-energy.example',
      imageKey: 'sponsors/halcyon-energy.svg',
      adminName: 'Halcyon Energy (Principal Partners)',
      forcedOrder: 1,
      isChildFriendly: true,
      published: true,
      mediaLibraryID: 'ML1001',
    })
  })

  it('sponsor rows and their sponsors come in forced order', async () => {
    const rows = await getSponsorRows(env.DB, { childFriendly: false })
    expect(rows.map((r) => r.forcedOrder)).toEqual([1, 2, 3])
    for (const row of rows) {
      const order = row.sponsors.map((s) => s.forcedOrder)
      expect(order).toEqual([...order].sort((a, b) => a - b))
    }
  })

  it('child-friendly mode removes footer adverts not flagged child friendly', async () => {
    const all = await getFooterAdverts(env.DB, { childFriendly: false })
    const safe = await getFooterAdverts(env.DB, { childFriendly: true })
    expect(all).toHaveLength(3)
    expect(safe).toHaveLength(2)
    expect(safe.every((a) => a.childFriendly)).toBe(true)
    expect(all[0]?.imageData.Location).toMatch(/^\/images\/adverts\/.+\.jpg$/)
  })

  it('web settings carry the club, the social links and the SPEC §9.1 date formats', async () => {
    const web = await getWebSettings(env.DB)
    expect(web.clubName).toBe('Ipswich Town')
    expect(web.pageTitlePrefix).toEqual({ site: 'Ipswich Town', streamer: 'Town TV' })
    expect(web.socialLinks).toHaveLength(10)
    expect(web.socialLinks.filter((l) => l.url !== '')).toHaveLength(9)
    expect(web.socialLinks.find((l) => l.url === '')?.network).toBe('snapchat')
    expect(web.dateFormats).toEqual({ default: 'D MMM YYYY', match: 'ddd D MMM', search: 'D MMM YYYY' })
    expect(web.preseason).toEqual({ display: true, seasonSlug: '2025-26', message: 'Fixtures for the new season are coming soon' })
    expect(web.copyrightText).toBe('© 2025 Ipswich Town Football Club')
    // The footer prints 'Built on' itself.
    expect(web.builtOnText).toBe('Cloudflare')
  })

  it('web settings carry the rest of SPEC §3: texts, public keys, style configurations, placeholder keys', async () => {
    const web = await getWebSettings(env.DB)
    expect(web.loginTexts).toEqual({ title: 'Log In', intro: expect.any(String), buttonText: 'Log In' })
    expect(web.registerTexts.buttonText).toBe('Register for free')
    // Values the spec does not print; public by nature, and never a secret key.
    expect([web.cardPaymentPublicKey, web.captchaSiteKey, web.tagManagerId]).toEqual(['', '', ''])
    expect(JSON.stringify(web)).not.toMatch(/sk_(live|test)_|secret/i)
    expect(Object.keys(web.buttonStyles).sort()).toEqual(['card', 'content', 'cookiePopup', 'footer', 'hero', 'packages'])
    expect(web.buttonStyles.hero).toBe('primary-light')
    expect(Object.keys(web.crestStyles).sort()).toEqual(['fixtureRow', 'footer', 'header', 'leagueTable', 'matchCard', 'scoreboard'])
    expect(web.crestStyles.header).toEqual({ variant: 'full', width: 44 })
    expect(web.placeholderImageKeys).toEqual({
      default: 'placeholder.svg',
      news: 'placeholders/news.svg',
      player: 'placeholders/player.svg',
      video: 'placeholders/video.svg',
    })
  })
})
