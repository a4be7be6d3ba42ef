// The bench's own HTTP client for the stream budgets: undici's request over a
// keep-alive pool rather than fetch. On a 2-core machine the load generator
// shares the CPU with the site, and fetch spent about 1.6 ms of CPU per
// request (WHATWG streams and all) where this spends about 0.3 ms: with fetch,
// 500 requests/s of the generator alone took most of a core, and the site
// was measured starved. Both the session checks and the plain request beside
// them go through this one client, so their figures stay comparable.
import { Pool } from 'undici'

const pools = new Map()

function poolFor(origin) {
  let pool = pools.get(origin)
  if (!pool) {
    // Under the server's own idle timeout (node's http server: 5 s, and it sends no Keep-Alive hint): a
    // socket kept longer is closed by the site and the next request on it fails with 'other side closed'
    // (the media bench's sign-in after the seconds of `wrangler r2 object put` beside its upload).
    pool = new Pool(origin, { connections: 256, keepAliveTimeout: 4_000, keepAliveTimeoutThreshold: 1_000 })
    pools.set(origin, pool)
  }
  return pool
}

/**
 * One request; resolves to { status, headers, setCookies, text } once the whole body
 * has arrived. `headers` is a plain object.
 */
export async function send(origin, path, { method = 'GET', headers = {}, body } = {}) {
  const response = await poolFor(origin).request({ path, method, headers, body })
  const text = await response.body.text()
  const raw = response.headers['set-cookie']
  const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]
  return { status: response.statusCode, headers: response.headers, setCookies, text }
}
