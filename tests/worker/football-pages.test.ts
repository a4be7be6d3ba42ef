import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { get, pageData, seedDemo, visibleText } from './helpers'

describe('fixtures and results (SPEC §2.1 /matches)', () => {
  beforeEach(() => seedDemo())

  it('/matches lists the men’s season by London month with scores, kick-offs and badges', async () => {
    const response = await get('/matches')
    expect(response.status).toBe(200)
    const text = visibleText(await response.text())
    expect(text).toContain('Fixtures & Results')
    expect(text).toContain('August 2026')
    // The last result (id 20), the live match (id 21) and the next fixture (id 22).
    expect(text).toContain('Sat 7 Nov Championship Ipswich Town 0 – 0 Hull City')
    expect(text).toContain('Sun 22 Nov Championship Derby County 0 – 1 Ipswich Town')
    expect(text).toContain('Coventry City')
    expect(text).toContain('Live Away Pride Park')
    expect(text).toContain('Hull City , Match Centre FT Home Portman Road')
  })

  it('every month is in the HTML where it shows, for a reader without JavaScript (issue 13 §4)', async () => {
    const html = await (await get('/matches')).text()
    const months = [...html.matchAll(/<h2 id="month-[\d-]+" class="fixture-month__title">([^<]+)<\/h2>/g)].map((m) => m[1])
    expect(months).toHaveLength(10)
    expect(months[0]).toBe('August 2026')
    expect(months.at(-1)).toBe('May 2027')
    // The later months hydrate after the rest of the page (Suspense boundaries): none may be written as
    // a hidden block at the end that only a script moves into place, nor the deferred footer.
    expect(html.includes('<div hidden id="S:'), 'a part written as a hidden block for a script to reveal').toBe(false)
    expect(html.indexOf('class="site-footer"')).toBeGreaterThan(html.lastIndexOf('class="fixture-month"'))
  })

  it.each([['/matches'], ['/matches/first-team'], ['/matches/first-team/2025-26']])('%s are the men’s fixtures', async (path) => {
    const { response, body } = await pageData(path)
    expect(response.status).toBe(200)
    const page = body.data.attributes.page
    if (page.kind !== 'matches') throw new Error(page.kind)
    expect(page.team.id).toBe(1)
    expect(page.season.slug).toBe('2025-26')
    expect(page.matches).toHaveLength(50)
  })

  it.each([
    ['/matches/women', 2, 25],
    ['/matches/womens', 2, 25],
    ['/matches/u21', 3, 18],
    ['/matches/u18/2025-26', 4, 19],
  ])('%s lists team %i’s %i matches', async (path, teamId, count) => {
    const { body } = await pageData(path)
    const page = body.data.attributes.page
    if (page.kind !== 'matches') throw new Error(page.kind)
    expect(page.team.id).toBe(teamId)
    expect(page.matches).toHaveLength(count)
  })

  it('the U18 postponed match carries its badge', async () => {
    const text = visibleText(await (await get('/matches/u18')).text())
    expect(text).toContain('Postponed')
  })

  it('an earlier season without fixtures says so, with the season switcher pointing back', async () => {
    const response = await get('/matches/women/2021-22')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(visibleText(html)).toContain('There are no fixtures for this season.')
    expect(html).toContain('href="/matches/women"')
  })

  it('the preseason message (SPEC §4.11) shows for the flagged season only, and not when switched off', async () => {
    expect(visibleText(await (await get('/matches')).text())).toContain('Fixtures for the new season are coming soon')
    expect(visibleText(await (await get('/matches/first-team/2024-25')).text())).not.toContain('coming soon')
    await env.DB.prepare(`UPDATE site_settings SET value = json_set(value, '$.preseason.display', json('false')) WHERE key = 'web'`).run()
    expect(visibleText(await (await get('/matches')).text())).not.toContain('coming soon')
  })

  it('/matches/women?view=table shows the women’s league table with its top team', async () => {
    const response = await get('/matches/women?view=table')
    expect(response.status).toBe(200)
    const text = visibleText(await response.text())
    expect(text).toContain("Women's Super League 2")
    expect(text).toMatch(/1 Bristol City Women/)
    expect(text).toContain('Ipswich Town Women')
  })

  it.each([['/matches/women?view=list'], ['/matches?view='], ['/matches/women?view=TABLE']])('%s is a 400 page', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(400)
    expect(visibleText(await response.text())).toContain('400 error')
  })

  it.each([
    ['/matches/reserves'],
    ['/matches/abcd'],
    ['/matches/first-team/abcd'],
    ['/matches/first-team/1800-01'],
    ['/matches/women/2019-20'],
    ['/matches/women/2026-27'],
    ['/matches/women/2025-27'],
    ['/matches/women/2025-26/extra'],
  ])('%s is a 404 page, never a 500', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(visibleText(await response.text())).toContain('This page could not be found')
  })

  it('a team not shown on the fixtures pages has none and drops out of the switcher', async () => {
    await env.DB.prepare(`UPDATE teams SET show_on_matches = 0 WHERE slug = 'u21'`).run()
    expect((await get('/matches/u21')).status).toBe(404)
    expect(await (await get('/matches')).text()).not.toContain('href="/matches/u21"')
  })

  it('a team whose fixtures live elsewhere is linked out from the switcher, announced as a new tab', async () => {
    await env.DB.prepare(`UPDATE teams SET external_match_page = 'https://academy.itfc.example/fixtures' WHERE slug = 'u21'`).run()
    const html = await (await get('/matches')).text()
    expect(html).toMatch(
      /<a href="https:\/\/academy\.itfc\.example\/fixtures" target="_blank" rel="noopener noreferrer" class="team-switcher__link">U21<span class="visually-hidden"> <!-- -->\(opens in a new tab\)<\/span><\/a>/,
    )
    expect((await get('/matches/u21')).status).toBe(404)
  })

  it('a fixture’s link is named by what it shows, then where it goes (WCAG 2.5.3: no label that hides its text)', async () => {
    const linkNames = (html: string) =>
      [...html.matchAll(/<a class="fixture__teams"([^>]*)>(.*?)<\/a>/g)].map(([, attributes, inner]) => {
        expect(attributes).not.toContain('aria-label')
        return visibleText(inner ?? '')
          .replace(/\s+/g, ' ')
          .trim()
      })
    const names = linkNames(await (await get('/matches')).text())
    expect(names).toContain('Ipswich Town 0 – 0 Hull City , Match Centre')
    expect(names).toContain('Derby County 0 – 1 Ipswich Town , Match Centre')
    expect(names.some((name) => /^Ipswich Town \d{2}:\d{2} Coventry City , Match Centre$/.test(name))).toBe(true)
    expect(linkNames(await (await get('/matches/u18')).text()).some((name) => / v .+, Match Centre$/.test(name))).toBe(true)
  })

  it('the table view is headed League Table; only a team with a table gets the Fixtures | Table tabs', async () => {
    const table = await (await get('/matches/women?view=table')).text()
    expect(table).toMatch(/<h1 class="page-title">.*League Table<\/h1>/)
    expect(table).toContain('class="view-tabs"')
    expect(await (await get('/matches/women')).text()).toContain('class="view-tabs"')
    // No table that season: no tabs, yet asked for anyway the table view keeps them to go back.
    const { body } = await pageData('/matches/women/2024-25')
    const page = body.data.attributes.page
    if (page.kind !== 'matches') throw new Error(page.kind)
    expect(page.hasTable).toBe(false)
    expect(await (await get('/matches/women/2024-25')).text()).not.toContain('class="view-tabs"')
    const noTable = await (await get('/matches/women/2024-25?view=table')).text()
    expect(noTable).toContain('class="view-tabs"')
    expect(visibleText(noTable)).toContain('There is no league table for this season.')
  })
})

describe('match centre (SPEC §2.1 /match)', () => {
  beforeEach(() => seedDemo())

  it('the live match renders complete on the server: score, live badge, events, line-ups, stats, media', async () => {
    const response = await get('/match/first-team/2025-26/21')
    expect(response.status).toBe(200)
    const text = visibleText(await response.text())
    expect(text).toContain('Derby County')
    expect(text).toMatch(/0 – 1/)
    expect(text).toContain("Live 35'")
    expect(text).toContain("4' Goal Tyler Ashcroft Assist: Kieran Blythe")
    expect(text).toContain('Starting XI')
    expect(text).toContain('Jack Harlow')
    expect(text).toContain('Possession %')
    expect(text).toContain('Live audio commentary on Town TV')
    // The full commentary comes after the final whistle.
    expect(text).not.toContain('Full match commentary on Town TV')
    expect(text).toContain('Previous match Town v Hull')
    expect(text).toContain('Next match Town v Coventry')
  })

  it('a result shows full time, the player of the match, the replay and the full commentary (issue 9 §6)', async () => {
    const text = visibleText(await (await get('/match/20')).text())
    expect(text).toContain('FT')
    expect(text).toContain('Player of the Match')
    expect(text).toContain('Full match replay on Town TV')
    expect(text).toContain('Full match commentary on Town TV')
    // Over: no live commentary to join.
    expect(text).not.toContain('Live audio commentary on Town TV')
    const page = (await pageData('/match/20')).body.data.attributes.page
    if (page.kind !== 'matchCentre') throw new Error(page.kind)
    expect(page.match.media).toEqual({ liveAudio: null, liveVideo: null, replay: '1_replay020', commentary: '1_audio020' })
  })

  it('the player-of-the-match sponsor slot follows child-friendly mode (its sponsor is not child friendly)', async () => {
    const childFriendly = await (await get('/match/20')).text()
    expect(childFriendly).not.toContain('potm__sponsor')
    const off = await (await get('/match/20', { headers: { Accept: 'text/html', Cookie: 'child_friendly=off' } })).text()
    expect(off).toMatch(/class="sponsor-slot potm__sponsor" aria-label="Player of the match"/)
  })

  it.each([['/match'], ['/match/first-team'], ['/match/first-team/2025-26']])('%s opens the live match', async (path) => {
    const { body } = await pageData(path)
    const page = body.data.attributes.page
    if (page.kind !== 'matchCentre') throw new Error(page.kind)
    expect(page.match.id).toBe(21)
  })

  it('the page is headed by the two sides and has one canonical address', async () => {
    for (const path of ['/match/21', '/match/first-team/2025-26/0021', '/match']) {
      const html = await (await get(path)).text()
      expect(html).toContain('<h1 class="visually-hidden">Derby County v Ipswich Town</h1>')
      expect(html).toContain('<link rel="canonical" href="http://localhost:8787/match/first-team/2025-26/21"/>')
    }
  })

  it('a substitution says who came on and who went off, the arrows hidden from screen readers', async () => {
    await env.DB.prepare(
      `INSERT INTO match_events (match_id, minute, event_type, side, player_name, related_player_name) VALUES (21, 30, 'substitution', 'away', 'Tired Legs', 'Fresh Legs')`,
    ).run()
    const html = await (await get('/match/21')).text()
    expect(visibleText(html)).toMatch(/30' Substitution ↑ On: Fresh Legs ↓ Off: Tired Legs/)
    expect(html).toContain('<span aria-hidden="true">↑ </span>')
    expect(html).toContain('<span aria-hidden="true">↓ </span>')
  })

  it('a team kept off the fixtures pages has no match centre either', async () => {
    await env.DB.prepare(`UPDATE teams SET show_on_matches = 0 WHERE id = 1`).run()
    for (const path of ['/match/21', '/match/first-team/2025-26/21', '/match']) expect((await get(path)).status).toBe(404)
    expect((await get('/match/women')).status).toBe(200)
  })

  it('the live endpoint answers the current state, and a new event shows up in it', async () => {
    await env.DB.prepare(
      `INSERT INTO match_events (match_id, minute, event_type, side, player_name) VALUES (21, 38, 'goal', 'away', 'Danny Whitlock')`,
    ).run()
    const response = await get('/api/matches/21/live', { headers: { Accept: 'application/json' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { data: { attributes: { status: string; events: Array<{ playerName: string }> } } }
    expect(body.data.attributes.status).toBe('live')
    expect(body.data.attributes.events.map((e) => e.playerName)).toEqual(['Tyler Ashcroft', 'Danny Whitlock'])
  })

  it.each([['/api/matches/abc/live'], ['/api/matches/0/live'], ['/api/matches/99999/live'], ['/api/matches/1e3/live']])(
    '%s is a JSON 404',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('not_found')
    },
  )

  it.each([
    ['/match/99999'],
    ['/match/12345678901234567890'],
    ['/match/abcd'],
    ['/match/first-team/2025-26/abc'],
    ['/match/first-team/1800-01/21'],
    ['/match/women/2025-26/21'],
    ['/match/first-team/2024-25/21'],
    ['/match/first-team/abcd'],
    ['/match/first-team/2025-26/21/extra'],
  ])('%s is a 404 page, never a 500', async (path) => {
    expect((await get(path)).status).toBe(404)
  })
})

// Which match is "next" depends on the real clock: seeded around it, as npm start does.
describe('match centre on the day of the seed (SPEC §2.1 /match)', () => {
  beforeEach(() => seedDemo({ now: new Date() }))

  it('without a live match /match opens the next one; with no fixtures left, the latest result', async () => {
    await env.DB.prepare(`UPDATE matches SET status = 'fulltime' WHERE id = 21`).run()
    const now = new Date().toISOString()
    const soonest = await env.DB.prepare(
      `SELECT id FROM matches WHERE team_id = 1 AND status = 'upcoming' AND kickoff >= ?1 ORDER BY kickoff LIMIT 1`,
    )
      .bind(now)
      .first<{ id: number }>()
    const next = (await pageData('/match/first-team')).body.data.attributes.page
    if (next.kind !== 'matchCentre') throw new Error(next.kind)
    expect(next.match.id).toBe(soonest?.id)

    // Every U18 fixture still to come is called off: the latest result opens, not a later postponement.
    await env.DB.prepare(`UPDATE matches SET status = 'postponed' WHERE team_id = 4 AND status = 'upcoming'`).run()
    const latest = await env.DB.prepare(
      `SELECT id FROM matches WHERE team_id = 4 AND status = 'fulltime' ORDER BY kickoff DESC LIMIT 1`,
    ).first<{
      id: number
    }>()
    const u18 = (await pageData('/match/u18')).body.data.attributes.page
    if (u18.kind !== 'matchCentre') throw new Error(u18.kind)
    expect(u18.match.id).toBe(latest?.id)
    expect(u18.match.status).toBe('fulltime')
  })
})

describe('teams and players (SPEC §2.1 /teams, /players)', () => {
  beforeEach(() => seedDemo())

  it('/teams shows a card per team flagged showOnTeams, mini cards for the academy', async () => {
    const response = await get('/teams')
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const href of ['/teams/first-team', '/teams/women', '/teams/u21', '/teams/u18']) expect(html).toContain(`href="${href}"`)
    expect(html.match(/team-card--mini/g)).toHaveLength(2)
    await env.DB.prepare(`UPDATE teams SET show_on_teams = 0 WHERE slug = 'u21'`).run()
    expect(await (await get('/teams')).text()).not.toContain('href="/teams/u21"')
    expect((await get('/teams/u21')).status).toBe(404)
  })

  it('a squad is grouped by position', async () => {
    const text = visibleText(await (await get('/teams/first-team')).text())
    const order = ['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards'].map((h) => text.indexOf(h))
    expect(order.every((i) => i > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(text).toContain('Jack Harlow')
  })

  it('/teams/womens is the women’s team page; the single-group U18 squad has one group', async () => {
    const women = await pageData('/teams/womens')
    const page = women.body.data.attributes.page
    if (page.kind !== 'team') throw new Error(page.kind)
    expect(page.team.id).toBe(2)
    const u18 = (await pageData('/teams/u18')).body.data.attributes.page
    if (u18.kind !== 'team') throw new Error(u18.kind)
    expect(u18.groups).toHaveLength(1)
    expect(u18.groups[0]?.position).toBeNull()
  })

  it.each([['/players/jack-harlow'], ['/players/first-team/jack-harlow']])('%s is Jack Harlow’s profile', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = visibleText(html)
    expect(text).toContain('Jack Harlow')
    expect(text).toContain('Defender')
    expect(text).toContain('Season stats')
    expect(html).toContain('class="shirt-icon shirt-icon--plain')
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/players/first-team/jack-harlow"/>')
  })

  it.each([['/players/women/hannah-wilde'], ['/players/womens/hannah-wilde'], ['/players/max-ellery'], ['/players/u18/max-ellery']])(
    '%s is found',
    async (path) => {
      expect((await get(path)).status).toBe(200)
    },
  )

  it('/teams names the first team and counts players in the singular and the plural', async () => {
    await env.DB.prepare(
      `UPDATE players SET is_active = 0 WHERE team_id = 4 AND id <> (SELECT min(id) FROM players WHERE team_id = 4)`,
    ).run()
    const text = visibleText(await (await get('/teams')).text())
    expect(text).toMatch(/First Team \d+ players View squad/)
    expect(text).toContain('U18 1 player View squad')
    expect(visibleText(await (await get('/teams/first-team')).text())).toContain('Squad First Team')
    expect(visibleText(await (await get('/players/jack-harlow')).text())).toContain('Jack Harlow First Team')
  })

  it('a team whose squad lives elsewhere links out from /teams, announced as a new tab, and has no page here', async () => {
    await env.DB.prepare(`UPDATE teams SET external_team_page = 'https://women.itfc.example/squad' WHERE slug = 'women'`).run()
    const html = await (await get('/teams')).text()
    expect(html).toMatch(
      /href="https:\/\/women\.itfc\.example\/squad" class="team-card__link raised-card" target="_blank" rel="noopener noreferrer"/,
    )
    expect(visibleText(html)).toContain('Visit site (opens in a new tab)')
    expect((await get('/teams/women')).status).toBe(404)
  })

  it('a team carries its childFriendly flag (SPEC §3 Team)', async () => {
    const before = (await pageData('/teams/women')).body.data.attributes.page
    if (before.kind !== 'team') throw new Error(before.kind)
    expect(before.team.childFriendly).toBe(true)
    await env.DB.prepare(`UPDATE teams SET child_friendly = 0 WHERE slug = 'women'`).run()
    const after = (await pageData('/teams/women')).body.data.attributes.page
    if (after.kind !== 'team') throw new Error(after.kind)
    expect(after.team.childFriendly).toBe(false)
  })

  it.each([
    ['/players/no-such-player'],
    ['/players/women/jack-harlow'],
    ['/players/reserves/jack-harlow'],
    ['/players'],
    ['/teams/reserves'],
  ])('%s is a 404 page', async (path) => {
    expect((await get(path)).status).toBe(404)
  })
})
