// The command line of `npm start` (worker/dev/start.mjs): its own flags, and everything else for wrangler.

// --no-devtools is the default now; still taken out (the e2e, bench and soak scripts say it).
const OWN_FLAGS = ['--watch', '--prepare-only', '--no-devtools', '--devtools', '--no-media']

/** Splits `npm start -- …`: only our flags and the --persist-to pair are ours; every other argument reaches wrangler as given. */
export function startArgs(args) {
  const persistAt = args.indexOf('--persist-to')
  // Issue 18 §11: without --persist-to (persistAt -1) nothing is taken out by position.
  const isPersistPair = (i) => persistAt >= 0 && (i === persistAt || i === persistAt + 1)
  return {
    watch: args.includes('--watch'),
    prepareOnly: args.includes('--prepare-only'),
    devtools: args.includes('--devtools'),
    noMedia: args.includes('--no-media'),
    persistTo: persistAt >= 0 ? (args[persistAt + 1] ?? null) : null,
    wranglerArgs: args.filter((arg, i) => !OWN_FLAGS.includes(arg) && !isPersistPair(i)),
  }
}

/** The arguments the robust server (serve-without-devtools.mjs) understands: `--var` and `--define` pairs. */
const ROBUST_SERVER_FLAGS = ['--var', '--define']

/**
 * Issue 22 §4: how `npm start` serves. By default with wrangler's API and no
 * inspector or file watcher (serve-without-devtools.mjs), which holds under
 * load; `wrangler dev` (inspector on) for `npm run dev` (--watch), for
 * --devtools, and when an argument only `wrangler dev` understands is given
 * (issue 18 §11: every argument still reaches wrangler as given).
 */
export function servesWithWranglerDev({ watch, devtools, wranglerArgs }) {
  if (watch || devtools) return true
  return wranglerArgs.some((arg, i) => {
    if (ROBUST_SERVER_FLAGS.includes(arg)) return false
    return !ROBUST_SERVER_FLAGS.includes(wranglerArgs[i - 1] ?? '')
  })
}
