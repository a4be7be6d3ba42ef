import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MatchConsoleState } from '../../shared/types/match-console'
import { auditStatement } from '../../worker/admin/audit'
import { changeMatchStatus } from '../../worker/db/match-console'
import { Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { codeOf, consoleOf, LIVE, addEvent, lastAudit, live, send, signedIn, snapshot, upcomingMatch } from './match-console-helpers'

// Issue 19 §5 match-day console: /api/admin/matches/{id}/console and …/status (events and streams: admin-match-console-events.test.ts).

beforeEach(async () => {
  await seedDemo()
})

describe('who may use the console', () => {
  it('anonymous 401, a supporter 403, an editor and an administrator 200', async () => {
    const anonymous = await new Browser().fetch(`/api/admin/matches/${LIVE}/console`)
    expect(anonymous.status).toBe(401)
    expect(await codeOf(anonymous)).toBe('not_signed_in')
    const supporter = await (await signedIn()).fetch(`/api/admin/matches/${LIVE}/console`)
    expect(supporter.status).toBe(403)
    expect(await codeOf(supporter)).toBe('forbidden')
    expect((await consoleOf(await signedIn('editor'), LIVE)).match.id).toBe(LIVE)
    expect((await consoleOf(await signedIn('admin'), LIVE)).match.id).toBe(LIVE)
  })

  it('a supporter or another site cannot blow the whistle, delete or switch a stream: nothing changes', async () => {
    const before = await snapshot(LIVE)
    const supporter = await signedIn()
    const editor = await signedIn('editor')
    const eventId = (before.events[0] as { id: number }).id
    const evil = { Origin: 'https://evil.example' }
    const answers = [
      await send(supporter, 'POST', `/api/admin/matches/${LIVE}/status`, { status: 'fulltime' }),
      await send(supporter, 'DELETE', `/api/admin/matches/${LIVE}/events/${eventId}`),
      await send(editor, 'POST', `/api/admin/matches/${LIVE}/status`, { status: 'fulltime' }, evil),
      await send(editor, 'DELETE', `/api/admin/matches/${LIVE}/events/${eventId}`, undefined, evil),
      await send(editor, 'POST', `/api/admin/matches/${LIVE}/streams/${before.streams[0]?.id}/status`, { status: 'ended' }, evil),
    ]
    expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403, 403])
    expect(await codeOf(answers[2]!)).toBe('cross_site_request')
    expect(await snapshot(LIVE)).toEqual(before)
  })

  it('an unknown match is 404', async () => {
    const editor = await signedIn('editor')
    expect((await editor.fetch('/api/admin/matches/999999/console')).status).toBe(404)
    expect((await send(editor, 'POST', '/api/admin/matches/999999/status', { status: 'live' })).status).toBe(404)
  })
})

describe('what the console shows', () => {
  it('the live match: its score, phase, allowed whistles, events with ids, its streams and live rights', async () => {
    const state = await consoleOf(await signedIn('editor'), LIVE)
    const feed = await live(LIVE)
    expect(state.match.status).toBe('live')
    expect([state.match.homeScore, state.match.awayScore]).toEqual([feed.homeScore, feed.awayScore])
    expect(['firstHalf', 'secondHalf']).toContain(state.phase)
    expect(state.allowed).toContain('fulltime')
    expect(state.events.map((e) => e.id)).toEqual(feed.events.map((e) => e.id))
    expect(state.streams.map((s) => s.contentKind).sort()).toEqual(['audio', 'video'])
    for (const stream of state.streams) expect(['offline', 'live', 'ended']).toContain(stream.status)
    expect(state.liveRights).toMatchObject({ audio: 'everywhere', firstTeam: true, configured: true })
  })
})

describe('the whistles', () => {
  it('kick-off, half-time, full time: each audited, each seen by the match centre, and the score 0-0 from kick-off', async () => {
    const editor = await signedIn('editor')
    const id = await upcomingMatch()
    expect((await consoleOf(editor, id)).allowed).toEqual(['live'])

    const kickOff = await send(editor, 'POST', `/api/admin/matches/${id}/status`, { status: 'live', phase: 'notStarted' })
    expect(kickOff.status).toBe(200)
    const afterKickOff = ((await kickOff.json()) as { data: { attributes: MatchConsoleState } }).data.attributes
    expect(afterKickOff).toMatchObject({ phase: 'firstHalf', allowed: ['halftime', 'fulltime'], halfTime: null })
    expect(await live(id)).toMatchObject({ status: 'live', homeScore: 0, awayScore: 0 })
    expect(await lastAudit()).toMatchObject({ action: 'kickOff', subject_type: 'match', subject_id: String(id) })

    await addEvent(editor, id, { type: 'goal', minute: 20, side: 'home', playerName: 'Early Goal' })
    const halfTime = await send(editor, 'POST', `/api/admin/matches/${id}/status`, { status: 'halftime' })
    expect(halfTime.status).toBe(200)
    expect(await consoleOf(editor, id)).toMatchObject({ phase: 'secondHalf', allowed: ['fulltime'], halfTime: { home: 1, away: 0 } })
    expect(await lastAudit()).toMatchObject({ action: 'halfTime' })

    expect((await send(editor, 'POST', `/api/admin/matches/${id}/status`, { status: 'fulltime' })).status).toBe(200)
    expect(await live(id)).toMatchObject({ status: 'fulltime', homeScore: 1, awayScore: 0 })
    expect(await consoleOf(editor, id)).toMatchObject({ phase: 'fullTime', allowed: [] })
    expect(await lastAudit()).toMatchObject({ action: 'fullTime', after_json: JSON.stringify({ status: 'fulltime' }) })
  })

  it.each([
    ['kick-off of a live match', 'live'],
    ['half-time of a match not started', 'halftime'],
  ])('%s: 409 match_transition_refused, nothing written', async (_, status) => {
    const editor = await signedIn('editor')
    const id = status === 'live' ? LIVE : await upcomingMatch()
    const before = await snapshot(id)
    const response = await send(editor, 'POST', `/api/admin/matches/${id}/status`, { status })
    expect(response.status).toBe(409)
    expect(await codeOf(response)).toBe('match_transition_refused')
    expect(await snapshot(id)).toEqual(before)
  })

  it('a screen showing another phase (a second operator came first): 409 match_changed, nothing written', async () => {
    const editor = await signedIn('editor')
    const id = await upcomingMatch()
    const before = await snapshot(id)
    const response = await send(editor, 'POST', `/api/admin/matches/${id}/status`, { status: 'fulltime', phase: 'secondHalf' })
    expect(response.status).toBe(409)
    expect(await codeOf(response)).toBe('match_changed')
    expect(await snapshot(id)).toEqual(before)
  })

  it('a kick-off judged on a status that changed before the write (two operators at once): refused in the batch, nothing written', async () => {
    const before = await snapshot(LIVE)
    const audit = (db: D1Database) =>
      auditStatement(
        db,
        {
          actor: { ssoId: 'x', email: 'x@example.com' },
          action: 'kickOff',
          subjectType: 'match',
          subjectId: String(LIVE),
          before: null,
          after: null,
          at: new Date(),
        },
        { checked: { sql: '(SELECT 1 WHERE changes() = 1)', params: [] } },
      )
    const change = { outcome: 'allowed', to: 'live', startsScore: true, recordsHalfTime: false } as const
    expect(await changeMatchStatus(env.DB, { id: LIVE, status: 'upcoming', halfTimeRecorded: false }, change, audit)).toBe('changed')
    expect(await snapshot(LIVE)).toEqual(before)
  })

  it('an unknown status or an extra field: 400, nothing written', async () => {
    const editor = await signedIn('editor')
    const before = await snapshot(LIVE)
    for (const body of [{ status: 'postponed' }, { status: 'fulltime', homeScore: 3 }, undefined]) {
      const response = await send(editor, 'POST', `/api/admin/matches/${LIVE}/status`, body)
      expect(response.status).toBe(400)
      expect(await codeOf(response)).toBe('bad_request')
    }
    expect(await snapshot(LIVE)).toEqual(before)
  })
})
