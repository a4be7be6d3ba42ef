// Issue 21 "Tests that must exist", `npm run bench` (BENCH_ONLY=push): one
// match pushed to its audience. Before the site starts the demo's live match
// is put back to live and the events an earlier run posted are removed (a
// kept bench state measures the same thing each run). With the site up,
// `sockets` match-centre pages hold the match's socket (match-audience.mjs);
// then the administrator posts `events` yellow cards through the match events
// API, `spacingMs` apart, as the club's data feed does
// (POST /api/admin/matches/{id}/events, tests/e2e/match-feed.ts). For each:
// the time from the API's answer reaching the bench to the last socket's
// receipt of the pushed message (and to the first), and the spread between
// them. The push runs in the answer's waitUntil, so a first receipt can come
// before the answer does (a negative figure). Nothing is asserted.
import { openAudience } from './match-audience.mjs'
import { percentiles } from './open-loop.mjs'
import { StreamSession } from './stream-session.mjs'
import { prepareSeededState } from './seeded-state.mjs'

/** The demo's live match (worker/seed: the one with the live video and audio; tests/e2e/match-feed.ts LIVE_MATCH). */
export const PUSH_MATCH = 21
export const ADMIN_EMAIL = 'admin@example.com'
const DEMO_PASSWORD = 'town-tv-demo'
const EVENT_PLAYER = 'Bench Push'
/** How long an event's last socket is waited for before the bench says how many had it. */
const RECEIPT_TIMEOUT_MS = 30_000

/** Before the site starts (a second writer under a running server upsets it): the match live, without earlier runs' events. */
export function preparePushMatch(stateDir) {
  const kickedOff = new Date(Date.now() - 60 * 60_000).toISOString()
  const sql = `DELETE FROM match_events WHERE match_id = ${PUSH_MATCH} AND player_name LIKE '${EVENT_PLAYER} %';
    UPDATE matches SET status = 'live', minute = 60, kicked_off_at = COALESCE(kicked_off_at, '${kickedOff}'), full_time_at = NULL,
      home_score = COALESCE(home_score, 0), away_score = COALESCE(away_score, 0)
    WHERE id = ${PUSH_MATCH} AND status <> 'live';\n`
  return prepareSeededState(stateDir, 'push-match', sql)
}

/** The demo administrator, signed in as the data feed is (README "Administrator APIs"). */
export async function signInAdmin(origin) {
  const admin = new StreamSession(origin, ADMIN_EMAIL, '198.51.100.41')
  await admin.signIn(DEMO_PASSWORD)
  return admin
}

/** One event through the match events API, as the feed sends it: when it was sent and answered (performance.now()). */
export async function postEvent(origin, admin, n) {
  const body = {
    data: {
      type: 'matchEvent',
      attributes: { type: 'yellow-card', minute: 60 + (n % 30), side: n % 2 ? 'away' : 'home', playerName: `${EVENT_PLAYER} ${n}` },
    },
  }
  const sentAt = performance.now()
  const response = await admin.request(`/api/admin/matches/${PUSH_MATCH}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  })
  const answeredAt = performance.now()
  if (response.status !== 201) throw new Error(`the match events API answered ${response.status}: ${response.text.slice(0, 200)}`)
  return { sentAt, answeredAt, eventId: Number(JSON.parse(response.text).data.id) }
}

/** `sockets` pages on the match, then `events` events `spacingMs` apart, each timed to its last socket. */
export async function measurePushes(origin, { sockets, events, spacingMs, shards, admin }) {
  const audience = await openAudience(origin, PUSH_MATCH, { count: sockets })
  const rows = []
  try {
    // The pages' 'ready' frames named the room's last id: each event's push is the next one.
    let lastId = audience.receipts.lastReadyId
    if (lastId === null) throw new Error("the match sockets' 'ready' frames named no last id")
    for (let n = 0; n < events; n++) {
      const posted = await postEvent(origin, admin, n)
      lastId += 1
      const seen = await audience.receipts.waitFor(lastId, sockets, RECEIPT_TIMEOUT_MS)
      rows.push({
        id: lastId,
        received: seen.count,
        apiMs: round(posted.answeredAt - posted.sentAt),
        firstAfterAnswerMs: round(seen.first - posted.answeredAt),
        lastAfterAnswerMs: round(seen.last - posted.answeredAt),
        lastAfterSendMs: round(seen.last - posted.sentAt),
        spreadMs: round(seen.last - seen.first),
      })
      await new Promise((r) => setTimeout(r, Math.max(0, spacingMs - (performance.now() - posted.sentAt))))
    }
  } finally {
    await audience.stop()
  }
  return {
    shards,
    sockets,
    events,
    spacingMs,
    openSeconds: round(audience.openSeconds),
    closedUnexpectedly: audience.closedUnexpectedly(),
    missed: rows.reduce((n, r) => n + (sockets - r.received), 0),
    lastAfterAnswer: percentiles(rows.map((r) => r.lastAfterAnswerMs)),
    firstAfterAnswer: percentiles(rows.map((r) => r.firstAfterAnswerMs)),
    lastAfterSend: percentiles(rows.map((r) => r.lastAfterSendMs)),
    spread: percentiles(rows.map((r) => r.spreadMs)),
    api: percentiles(rows.map((r) => r.apiMs)),
    rows,
  }
}

const round = (n) => Math.round(n * 100) / 100
