// Issue 21 "Tests that must exist", `npm run bench` section `push`
// (BENCH_ONLY=push). Two halves, on two ways of serving the same state:
//  - inspected (the bench's first site, `wrangler dev` with its inspector):
//    the D1 queries behind one match-centre poll, one event posted with and
//    without pages on the match's socket, a socket's join and close, and a
//    session check (d1-count.mjs); then the worker's CPU profile over
//    session checks (check-cost.mjs).
//  - served (`npm start`'s way, no inspector, MATCH_ROOM_SHARDS as given):
//    the audience on sockets and the events pushed to it (match-push.mjs),
//    and the session check's CPU per request beside the static file's.
import { measureCheckCpu, profileChecks, checkingSupporter } from './check-cost.mjs'
import { d1Counter } from './d1-count.mjs'
import { openAudience } from './match-audience.mjs'
import { measurePushes, postEvent, PUSH_MATCH, signInAdmin } from './match-push.mjs'
import { send } from './http-client.mjs'
import { perMinuteOfPolls } from './push-figures.mjs'

/** client/components/match-centre/use-live-match.ts polls GET /api/matches/{id}/live this often without a socket. */
export const POLL_MS = 15_000
const COUNTED_POLLS = 10
const COUNTED_EVENTS = 3
const COUNTED_SOCKETS = 20
/** Event names for the inspected half: after the served half's 0…N-1, so the timeline reads apart. */
const INSPECTED_EVENT_FROM = 1000

export async function measurePushInspected(origin, { audience, checksToProfile }) {
  const admin = await signInAdmin(origin)
  const counter = await d1Counter()
  const d1 = []
  try {
    d1.push(
      await counter.measure('poll GET /api/matches/{id}/live', COUNTED_POLLS, async () => {
        const response = await send(origin, `/api/matches/${PUSH_MATCH}/live`, { headers: { Accept: 'application/json' } })
        if (response.status !== 200) throw new Error(`the match centre's poll answered ${response.status}`)
      }),
    )
    let n = INSPECTED_EVENT_FROM
    d1.push(await counter.measure('event posted, no page on the socket', COUNTED_EVENTS, () => postEvent(origin, admin, n++)))
    const pages = []
    d1.push(
      await counter.measure('a page opens the socket', COUNTED_SOCKETS, async () => {
        pages.push(await openAudience(origin, PUSH_MATCH, { count: 1, concurrency: 1 }))
      }),
    )
    d1.push(
      await counter.measure(`event posted, ${COUNTED_SOCKETS} pages on the socket`, COUNTED_EVENTS, () => postEvent(origin, admin, n++)),
    )
    d1.push(await counter.measure('a page closes the socket', COUNTED_SOCKETS, (i) => pages[i].stop()))
    const supporter = await checkingSupporter(origin)
    d1.push(await counter.measure('session check (keep path)', 5, supporter.check))
    await supporter.signOut()
  } finally {
    counter.close()
  }
  const poll = d1[0]
  const [noPages, withPages] = [d1[1], d1[3]]
  return {
    d1,
    pollMs: POLL_MS,
    audience,
    // Issue 21: the same audience on the poll, a minute of it.
    pollPerMinute: {
      roundTrips: perMinuteOfPolls(audience, POLL_MS, poll.roundTripsPer),
      statements: perMinuteOfPolls(audience, POLL_MS, poll.statementsPer),
      rowsRead: perMinuteOfPolls(audience, POLL_MS, poll.rowsReadPer),
    },
    // What pushing one event adds in D1: the event's request with pages on the socket less without.
    pushPerEvent: {
      roundTrips: difference(withPages.roundTripsPer, noPages.roundTripsPer),
      statements: difference(withPages.statementsPer, noPages.statementsPer),
      rowsRead: difference(withPages.rowsReadPer, noPages.rowsReadPer),
    },
    checkProfile: await profileChecks(origin, { requests: checksToProfile }),
  }
}

/** On a site served as `npm start` serves it: the pushes to `sockets` pages, and (`cpu`) the check's CPU beside the static file's. */
export async function measurePushServed(site, { sockets, events, spacingMs, shards, cpu = null }) {
  const admin = await signInAdmin(site.origin)
  const pushes = await measurePushes(site.origin, { sockets, events, spacingMs, shards, admin })
  const checkCpu = cpu ? await measureCheckCpu(site.origin, site.group, cpu) : null
  return { pushes, checkCpu }
}

const difference = (a, b) => (a === null || b === null ? null : Math.round((a - b) * 100) / 100)
