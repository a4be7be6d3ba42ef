import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MatchEvent } from '../../shared/types/football'
import { auditStatement } from '../../worker/admin/audit'
import { removeMatchEvent } from '../../worker/db/match-console'
import { seedDemo } from './helpers'
import { addEvent, codeOf, consoleOf, LIVE, lastAudit, live, send, signedIn, snapshot } from './match-console-helpers'

// Issue 19 §5 match-day console: deleting and correcting a wrong event; switching the match's streams.

beforeEach(async () => {
  await seedDemo()
})

const GOAL = { type: 'goal', minute: 60, side: 'home', playerName: 'Wrong Scorer' }
const entry = (attributes: Record<string, unknown>) => ({ data: { type: 'matchEvent', attributes } })

describe('a wrong event deleted', () => {
  it('the goal goes, the score comes back down, the match centre shows both, one audit entry with the event', async () => {
    const editor = await signedIn('editor')
    const before = await live(LIVE)
    const goal = await addEvent(editor, LIVE, GOAL)
    const response = await send(editor, 'DELETE', `/api/admin/matches/${LIVE}/events/${goal.id}`)
    expect(response.status).toBe(204)
    const after = await live(LIVE)
    expect(after.events.map((e) => e.id)).not.toContain(goal.id)
    expect([after.homeScore, after.awayScore]).toEqual([before.homeScore, before.awayScore])
    const audit = await lastAudit()
    expect(audit).toMatchObject({ action: 'delete', subject_type: 'matchEvent', subject_id: String(goal.id), after_json: null })
    expect(JSON.parse(audit?.before_json ?? '{}')).toMatchObject({ matchID: LIVE, playerName: 'Wrong Scorer', type: 'goal' })
  })

  it('a card deleted leaves the score alone', async () => {
    const editor = await signedIn('editor')
    const card = await addEvent(editor, LIVE, { type: 'yellow-card', minute: 30, side: 'away', playerName: 'Booked' })
    const before = await live(LIVE)
    expect((await send(editor, 'DELETE', `/api/admin/matches/${LIVE}/events/${card.id}`)).status).toBe(204)
    expect(await live(LIVE)).toMatchObject({ homeScore: before.homeScore, awayScore: before.awayScore })
  })

  it("another match's event, or one already deleted: 404, nothing written", async () => {
    const editor = await signedIn('editor')
    const other = await env.DB.prepare('SELECT id FROM match_events WHERE match_id <> ? LIMIT 1').bind(LIVE).first<{ id: number }>()
    const before = await snapshot(LIVE)
    const response = await send(editor, 'DELETE', `/api/admin/matches/${LIVE}/events/${other?.id}`)
    expect(response.status).toBe(404)
    expect((await send(editor, 'PUT', `/api/admin/matches/${LIVE}/events/${other?.id}`, entry(GOAL))).status).toBe(404)
    expect((await send(editor, 'DELETE', `/api/admin/matches/${LIVE}/events/abc`)).status).toBe(404)
    expect(await snapshot(LIVE)).toEqual(before)
  })

  it("an event of a match put back to upcoming or postponed: 409 with the feed's codes, nothing written", async () => {
    const editor = await signedIn('editor')
    const goal = await addEvent(editor, LIVE, GOAL)
    for (const [status, code] of [
      ['upcoming', 'match_not_started'],
      ['postponed', 'match_postponed'],
    ] as const) {
      await env.DB.prepare('UPDATE matches SET status = ? WHERE id = ?').bind(status, LIVE).run()
      const before = await snapshot(LIVE)
      const response = await send(editor, 'DELETE', `/api/admin/matches/${LIVE}/events/${goal.id}`)
      expect(response.status).toBe(409)
      expect(await codeOf(response)).toBe(code)
      expect(await snapshot(LIVE)).toEqual(before)
    }
  })

  it('a goal the stored score does not include (it would go below 0): 409 score_inconsistent, nothing written', async () => {
    const editor = await signedIn('editor')
    const goal = await addEvent(editor, LIVE, GOAL)
    await env.DB.prepare('UPDATE matches SET home_score = 0 WHERE id = ?').bind(LIVE).run()
    const before = await snapshot(LIVE)
    const response = await send(editor, 'DELETE', `/api/admin/matches/${LIVE}/events/${goal.id}`)
    expect(response.status).toBe(409)
    expect(await codeOf(response)).toBe('score_inconsistent')
    expect(await snapshot(LIVE)).toEqual(before)
  })

  it('an event changed since it was read (another operator): the batch is refused, nothing written', async () => {
    const editor = await signedIn('editor')
    const goal = await addEvent(editor, LIVE, GOAL)
    const before = await snapshot(LIVE)
    const stale: MatchEvent = { ...goal, playerName: 'Not As Stored' }
    const audit = (db: D1Database) =>
      auditStatement(
        db,
        {
          actor: { ssoId: 'x', email: 'x@example.com' },
          action: 'delete',
          subjectType: 'matchEvent',
          subjectId: String(goal.id),
          before: null,
          after: null,
          at: new Date(),
        },
        { checked: { sql: '(SELECT 1 WHERE changes() = 1)', params: [] } },
      )
    const outcome = await removeMatchEvent(
      env.DB,
      { id: LIVE, status: 'live' },
      stale,
      { home: -1, away: 0, homeHalfTime: 0, awayHalfTime: 0 },
      audit,
    )
    expect(outcome).toBe('changed')
    expect(await snapshot(LIVE)).toEqual(before)
  })
})

describe('a wrong event corrected', () => {
  it('a goal given to the wrong side: moved, the score follows, audited with before and after', async () => {
    const editor = await signedIn('editor')
    const before = await live(LIVE)
    const goal = await addEvent(editor, LIVE, GOAL)
    const corrected = { ...GOAL, side: 'away', minute: 61, playerName: 'Right Scorer', relatedPlayerName: 'The Assist' }
    const response = await send(editor, 'PUT', `/api/admin/matches/${LIVE}/events/${goal.id}`, entry(corrected))
    expect(response.status).toBe(200)
    const after = await live(LIVE)
    expect([after.homeScore, after.awayScore]).toEqual([before.homeScore, (before.awayScore ?? 0) + 1])
    expect(after.events).toContainEqual({
      id: goal.id,
      type: 'goal',
      minute: 61,
      addedMinute: null,
      side: 'away',
      playerName: 'Right Scorer',
      relatedPlayerName: 'The Assist',
    })
    const audit = await lastAudit()
    expect(audit).toMatchObject({ action: 'correct', subject_id: String(goal.id) })
    expect(JSON.parse(audit?.before_json ?? '{}')).toMatchObject({ side: 'home', playerName: 'Wrong Scorer' })
    expect(JSON.parse(audit?.after_json ?? '{}')).toMatchObject({ side: 'away', playerName: 'Right Scorer' })
  })

  it('a yellow card that was a goal: the score goes up by one', async () => {
    const editor = await signedIn('editor')
    const card = await addEvent(editor, LIVE, { type: 'yellow-card', minute: 70, side: 'home', playerName: 'Nine' })
    const before = await live(LIVE)
    expect(
      (await send(editor, 'PUT', `/api/admin/matches/${LIVE}/events/${card.id}`, entry({ ...GOAL, minute: 70, playerName: 'Nine' })))
        .status,
    ).toBe(200)
    expect(await live(LIVE)).toMatchObject({ homeScore: (before.homeScore ?? 0) + 1, awayScore: before.awayScore })
  })

  it('an invalid correction (a substitution without who came on): 400, nothing written', async () => {
    const editor = await signedIn('editor')
    const goal = await addEvent(editor, LIVE, GOAL)
    const before = await snapshot(LIVE)
    const response = await send(editor, 'PUT', `/api/admin/matches/${LIVE}/events/${goal.id}`, entry({ ...GOAL, type: 'substitution' }))
    expect(response.status).toBe(400)
    expect(await snapshot(LIVE)).toEqual(before)
  })
})

describe("the match's streams", () => {
  it('live, then ended, then offline again: stored as active, disabled, idle; audited; shown by the console', async () => {
    const editor = await signedIn('editor')
    const stream = (await consoleOf(editor, LIVE)).streams.find((s) => s.contentKind === 'video')
    if (!stream) throw new Error('the live match has no video stream in the seed')
    for (const [status, stored] of [
      ['live', 'active'],
      ['ended', 'disabled'],
      ['offline', 'idle'],
    ] as const) {
      if (stream.status === status) continue
      const response = await send(editor, 'POST', `/api/admin/matches/${LIVE}/streams/${stream.id}/status`, { status })
      expect(response.status).toBe(200)
      const row = await env.DB.prepare('SELECT status FROM stream_assets WHERE id = ?').bind(stream.id).first<{ status: string }>()
      expect(row?.status).toBe(stored)
      expect((await consoleOf(editor, LIVE)).streams.find((s) => s.id === stream.id)?.status).toBe(status)
      expect(await lastAudit()).toMatchObject({
        action: 'streamStatus',
        subject_type: 'streamAsset',
        subject_id: stream.id,
        after_json: JSON.stringify({ matchID: LIVE, status }),
      })
    }
  })

  it('a stream this match does not carry: 404; a status we do not know: 400; nothing written', async () => {
    const editor = await signedIn('editor')
    const other = await env.DB.prepare(
      'SELECT a.id FROM stream_assets a WHERE a.id NOT IN (SELECT audio_asset_id FROM matches WHERE id = ?1 AND audio_asset_id IS NOT NULL UNION SELECT video_asset_id FROM matches WHERE id = ?1 AND video_asset_id IS NOT NULL) LIMIT 1',
    )
      .bind(LIVE)
      .first<{ id: string }>()
    const own = (await consoleOf(editor, LIVE)).streams[0]
    const before = await snapshot(LIVE)
    if (other)
      expect((await send(editor, 'POST', `/api/admin/matches/${LIVE}/streams/${other.id}/status`, { status: 'live' })).status).toBe(404)
    expect((await send(editor, 'POST', `/api/admin/matches/${LIVE}/streams/nope/status`, { status: 'live' })).status).toBe(404)
    expect((await send(editor, 'POST', `/api/admin/matches/${LIVE}/streams/${own?.id}/status`, { status: 'paused' })).status).toBe(400)
    expect(await snapshot(LIVE)).toEqual(before)
  })
})
