import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MatchLiveState, StoredMatchEvent } from '../../shared/types/football'
import { auditStatement } from '../../worker/admin/audit'
import { addMatchEvent } from '../../worker/db/match-events'
import { makeAccount } from './account-factory'
import { type ApiError, Browser } from './auth-helpers'
import { pageData, seedDemo } from './helpers'

// The live match data feed (SPEC §7 'match data'; back office 'not shown'): POST /api/admin/matches/{id}/events.

const LIVE = 21
const FINISHED = 20

beforeEach(async () => {
  await seedDemo()
})

async function signedIn(role?: 'admin'): Promise<Browser> {
  const account = await makeAccount({ role })
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return browser
}

function entry(attributes: Record<string, unknown>) {
  return { data: { type: 'matchEvent', attributes } }
}

const GOAL = { type: 'goal', minute: 41, side: 'away', playerName: 'Sam Striker' }

async function live(browser: Browser, id = LIVE): Promise<MatchLiveState> {
  const response = await browser.fetch(`/api/matches/${id}/live`)
  return ((await response.json()) as { data: { attributes: MatchLiveState } }).data.attributes
}

/** Everything the feed can change about a match: its events, score and half-time score. */
async function written(id: number) {
  const events = await env.DB.prepare('SELECT COUNT(*) AS n FROM match_events WHERE match_id = ?').bind(id).first<{ n: number }>()
  const scores = await env.DB.prepare('SELECT home_score, away_score, home_half_time_score, away_half_time_score FROM matches WHERE id = ?')
    .bind(id)
    .first()
  return { events: events?.n, scores }
}

async function matchWith(status: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM matches WHERE status = ? ORDER BY kickoff LIMIT 1').bind(status).first<{ id: number }>()
  if (!row) throw new Error(`the seed has no ${status} match`)
  return row.id
}

describe('an administrator adds a live event', () => {
  it('a goal: 201 with the stored event and the new score; the live endpoint and the match centre show both', async () => {
    const admin = await signedIn('admin')
    const before = await live(admin)
    const response = await admin.post(`/api/admin/matches/${LIVE}/events`, entry(GOAL))
    expect(response.status).toBe(201)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const body = (await response.json()) as { data: { type: string; id: string; attributes: StoredMatchEvent } }
    expect(body.data).toEqual({
      type: 'matchEvent',
      id: String(body.data.attributes.id),
      attributes: {
        matchID: LIVE,
        id: expect.any(Number),
        minute: 41,
        addedMinute: null,
        type: 'goal',
        side: 'away',
        playerName: 'Sam Striker',
        relatedPlayerName: null,
        homeScore: before.homeScore,
        awayScore: (before.awayScore ?? 0) + 1,
      },
    })
    const after = await live(new Browser())
    expect(after.events).toContainEqual(expect.objectContaining({ id: body.data.attributes.id, playerName: 'Sam Striker', type: 'goal' }))
    expect([after.homeScore, after.awayScore]).toEqual([before.homeScore, (before.awayScore ?? 0) + 1])
    const { body: page } = await pageData(`/match/${LIVE}`)
    const shown = page.data.attributes.page as { kind: string; match: { awayScore: number; events: Array<{ playerName: string }> } }
    expect(shown.match.awayScore).toBe(after.awayScore)
    expect(shown.match.events.map((e) => e.playerName)).toContain('Sam Striker')
  })

  it('a substitution carries both names and leaves the score alone', async () => {
    const admin = await signedIn('admin')
    const before = await written(LIVE)
    const response = await admin.post(
      `/api/admin/matches/${LIVE}/events`,
      entry({ type: 'substitution', minute: 70, side: 'home', playerName: 'Off Going', relatedPlayerName: 'On Coming' }),
    )
    expect(response.status).toBe(201)
    expect((await live(admin)).events).toContainEqual(
      expect.objectContaining({ type: 'substitution', playerName: 'Off Going', relatedPlayerName: 'On Coming' }),
    )
    expect(await written(LIVE)).toEqual({ ...before, events: (before.events ?? 0) + 1 })
  })

  it('a finished match may be corrected: a first-half goal moves the score and the half-time score together', async () => {
    const admin = await signedIn('admin')
    const before = (await written(FINISHED)).scores as Record<string, number>
    expect(before.home_half_time_score).not.toBeNull()
    const response = await admin.post(`/api/admin/matches/${FINISHED}/events`, entry({ ...GOAL, side: 'home', minute: 45, addedMinute: 2 }))
    expect(response.status).toBe(201)
    expect((await written(FINISHED)).scores).toEqual({
      ...before,
      home_score: before.home_score + 1,
      home_half_time_score: before.home_half_time_score + 1,
    })
  })
})

describe('who may add events', () => {
  it('anonymous 401, a supporter 403, another site 403: nothing written', async () => {
    const before = await written(LIVE)
    const anonymous = await new Browser().post(`/api/admin/matches/${LIVE}/events`, entry(GOAL))
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as ApiError).errors[0]?.code).toBe('not_signed_in')
    const supporter = await (await signedIn()).post(`/api/admin/matches/${LIVE}/events`, entry(GOAL))
    expect(supporter.status).toBe(403)
    expect(((await supporter.json()) as ApiError).errors[0]?.code).toBe('forbidden')
    const admin = await signedIn('admin')
    const crossSite = await admin.post(`/api/admin/matches/${LIVE}/events`, entry(GOAL), { headers: { Origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
    expect(((await crossSite.json()) as ApiError).errors[0]?.code).toBe('cross_site_request')
    expect(await written(LIVE)).toEqual(before)
  })

  it('a GET never adds an event', async () => {
    const before = await written(LIVE)
    const admin = await signedIn('admin')
    const query = new URLSearchParams({ type: 'goal', minute: '41', side: 'away', playerName: 'Sam Striker' })
    expect((await admin.fetch(`/api/admin/matches/${LIVE}/events?${query}`)).status).toBe(404)
    expect(await written(LIVE)).toEqual(before)
  })
})

describe('what is refused, with nothing written', () => {
  it.each([
    ['no body', undefined, 'body'],
    ['the attributes without data', GOAL, 'data'],
    ['another type of resource', { data: { type: 'match', attributes: GOAL } }, 'data.type'],
    ['a type match_events does not allow', entry({ ...GOAL, type: 'corner' }), 'data.attributes.type'],
    ['minute 131', entry({ ...GOAL, minute: 131 }), 'data.attributes.minute'],
    ['a side that is neither', entry({ ...GOAL, side: 'both' }), 'data.attributes.side'],
    ['a name too long', entry({ ...GOAL, playerName: 'x'.repeat(81) }), 'data.attributes.playerName'],
    ['a substitution without who came on', entry({ ...GOAL, type: 'substitution' }), 'data.attributes.relatedPlayerName'],
    ['a score sent with the goal', entry({ ...GOAL, awayScore: 9 }), 'data.attributes'],
  ])('%s: 400', async (_, body, field) => {
    const admin = await signedIn('admin')
    const before = await written(LIVE)
    const response = await admin.post(`/api/admin/matches/${LIVE}/events`, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ code: 'bad_request', message: `Invalid match event: ${field}` }] })
    expect(await written(LIVE)).toEqual(before)
  })

  it('a body that is not JSON: 400', async () => {
    const admin = await signedIn('admin')
    const response = await admin.fetch(`/api/admin/matches/${LIVE}/events`, {
      method: 'POST',
      body: 'goal!',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(response.status).toBe(400)
  })

  it.each(['999999', '0', 'abc', '21x'])('an unknown match (%s): 404', async (id) => {
    const admin = await signedIn('admin')
    const response = await admin.post(`/api/admin/matches/${id}/events`, entry(GOAL))
    expect(response.status).toBe(404)
    expect(((await response.json()) as ApiError).errors[0]?.code).toBe('not_found')
  })

  it.each([
    ['upcoming', 'match_not_started'],
    ['postponed', 'match_postponed'],
  ])('a %s match: 409 %s', async (status, code) => {
    const id = await matchWith(status)
    const admin = await signedIn('admin')
    const before = await written(id)
    const response = await admin.post(`/api/admin/matches/${id}/events`, entry(GOAL))
    expect(response.status).toBe(409)
    expect(((await response.json()) as ApiError).errors[0]?.code).toBe(code)
    expect(await written(id)).toEqual(before)
  })

  it('a match whose status changed after it was read takes neither the event nor the goal', async () => {
    const before = await written(LIVE)
    const change = { home: 0, away: 1, homeHalfTime: 0, awayHalfTime: 1 }
    const attributes = {
      type: 'goal',
      minute: 41,
      addedMinute: null,
      side: 'away',
      playerName: 'Sam Striker',
      relatedPlayerName: null,
    } as const
    expect(await addMatchEvent(env.DB, { id: LIVE, status: 'upcoming' }, attributes, change)).toEqual({ outcome: 'statusChanged' })
    expect(await written(LIVE)).toEqual(before)
  })
})

describe('the audit log of match events (issue 19 §9)', () => {
  it('an added event is recorded with who added it and what; a refused one records nothing', async () => {
    const admin = await signedIn('admin')
    const response = await admin.post(`/api/admin/matches/${LIVE}/events`, entry(GOAL))
    const id = ((await response.json()) as { data: { id: string } }).data.id
    const entries = await env.DB.prepare(
      "SELECT action, actor_email, after_json FROM audit_log WHERE subject_type = 'matchEvent' AND subject_id = ?",
    )
      .bind(id)
      .all<{ action: string; actor_email: string; after_json: string }>()
    expect(entries.results).toHaveLength(1)
    expect(entries.results[0]?.action).toBe('add')
    expect(entries.results[0]?.actor_email).toMatch(/@example\.com$/)
    expect(JSON.parse(entries.results[0]!.after_json)).toMatchObject({ matchID: LIVE, type: 'goal', playerName: 'Sam Striker' })

    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE subject_type = 'matchEvent'").first<{ n: number }>())?.n
    const before = await count()
    const refused = await admin.post(`/api/admin/matches/${await matchWith('upcoming')}/events`, entry(GOAL))
    expect(refused.status).toBe(409)
    expect(await count()).toBe(before)
  })

  it('an event the match no longer takes (its status changed meanwhile) writes neither the event nor an entry', async () => {
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE subject_type = 'matchEvent'").first<{ n: number }>())?.n
    const before = { audit: await count(), written: await written(LIVE) }
    const audit = (db: D1Database) =>
      auditStatement(
        db,
        {
          actor: { ssoId: 'x', email: 'x@example.com' },
          action: 'add',
          subjectType: 'matchEvent',
          subjectId: { sql: 'last_insert_rowid()', params: [] },
          before: null,
          after: {},
          at: new Date(),
        },
        { checked: { sql: '(SELECT 1 WHERE changes() = 1)', params: [] } },
      )
    // Read as upcoming a moment ago; live now: the insert finds no such match and takes nothing.
    const stale = await addMatchEvent(
      env.DB,
      { id: LIVE, status: 'upcoming' },
      { ...GOAL, type: 'goal', side: 'away', addedMinute: null, relatedPlayerName: null },
      { home: 0, away: 1, homeHalfTime: 0, awayHalfTime: 0 },
      audit,
    )
    expect(stale.outcome).toBe('statusChanged')
    expect({ audit: await count(), written: await written(LIVE) }).toEqual(before)
  })

  it('an editor may add events (the match-day console is theirs)', async () => {
    const account = await makeAccount({ role: 'editor' })
    const editor = new Browser()
    await editor.signIn(account.email, account.password)
    expect((await editor.post(`/api/admin/matches/${LIVE}/events`, entry(GOAL))).status).toBe(201)
  })
})
