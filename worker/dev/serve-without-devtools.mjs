// `npm start -- --no-devtools` (the bench and the soak use it): the same
// worker, wrangler.toml, bindings, local state and cf data as `wrangler dev`,
// started through wrangler's own API (unstable_startWorker) with its devtools
// inspector off. `wrangler dev` always turns the inspector's Network domain
// on, so every subrequest (each D1 query, with its body) is copied to the
// node process and its debug log: about 1.5 ms of CPU per query that no
// deployed worker pays, and on a 2-core machine the bench measured that.
import { unstable_startWorker } from 'wrangler'

/** `<flag> KEY:VALUE` pairs as wrangler dev takes them (--define, --var). */
function pairsFrom(args, flag) {
  const pairs = {}
  args.forEach((arg, i) => {
    if (arg !== flag) return
    const pair = args[i + 1] ?? ''
    const at = pair.indexOf(':')
    if (at > 0) pairs[pair.slice(0, at)] = pair.slice(at + 1)
  })
  return pairs
}

/** `--define KEY:VALUE` pairs as wrangler dev takes them. */
export const definesFrom = (args) => pairsFrom(args, '--define')
/** `--var NAME:VALUE` pairs as wrangler dev takes them (the OIDC e2e's site sets its provider so). */
export const varsFrom = (args) => pairsFrom(args, '--var')

/** Serves until SIGINT or SIGTERM; `vars` are plain-text vars on top of wrangler.toml's (as --var). */
export async function serveWithoutDevtools({ port, persistTo, vars, define }) {
  const worker = await unstable_startWorker({
    config: 'wrangler.toml',
    build: { define },
    bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }])),
    dev: {
      inspector: false,
      persist: persistTo ?? '.wrangler/state',
      server: { hostname: '127.0.0.1', port: Number(port) },
      watch: false,
    },
  })
  await worker.ready
  console.log(`Ready on http://127.0.0.1:${port} (devtools inspector off)`)
  const stop = async () => {
    await worker.dispose()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
