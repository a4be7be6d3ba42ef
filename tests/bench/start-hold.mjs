// Issue 22 §4 "npm run bench": `npm start` holds under load. The site served
// as `npm start` serves it (no devtools inspector, no file watcher) takes 50
// signed-in connections for 60 s on the home page, then must still answer.
// The figures are for the note; the pass condition of the issue (0 errors, it
// still answers afterwards) is printed as met or not, never asserted.
import { loadPath } from './http-load.mjs'
import { StreamSession } from './stream-session.mjs'

export async function measureStartHold(origin, { seconds = 60, connections = 50, path = '/' } = {}) {
  const subscriber = new StreamSession(origin, 'subscriber@example.com', '198.51.100.31')
  await subscriber.signIn('town-tv-demo')
  const figures = await loadPath(origin, path, { mode: 'signed-in hit', seconds, connections, cookie: subscriber.cookieHeader('/') })
  const after = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) }).catch(() => null)
  const errors = figures.errors + figures.timeouts + figures.non2xx
  return { seconds, connections, path, ...figures, answersAfter: after?.status ?? null, met: errors === 0 && after?.status === 200 }
}

export function printStartHold(hold) {
  console.log(
    `\nnpm start under ${hold.connections} signed-in connections for ${hold.seconds} s on ${hold.path} (issue 22 §4): ` +
      `${hold.requests} requests, ${hold.rps} req/s, p50 ${hold.p50} ms, p99 ${hold.p99} ms, ` +
      `errors ${hold.errors}, timeouts ${hold.timeouts}, non-2xx ${hold.non2xx}, X-Cache ${JSON.stringify(hold.xCache)}; ` +
      `afterwards GET ${hold.path} answered ${hold.answersAfter ?? 'nothing'}: ${hold.met ? 'met' : 'NOT met'}`,
  )
}
