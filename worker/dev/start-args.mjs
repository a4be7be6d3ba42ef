// The command line of `npm start` (worker/dev/start.mjs): its own flags, and everything else for wrangler.

const OWN_FLAGS = ['--watch', '--prepare-only', '--no-devtools', '--no-media']

/** Splits `npm start -- …`: only our flags and the --persist-to pair are ours; every other argument reaches wrangler as given. */
export function startArgs(args) {
  const persistAt = args.indexOf('--persist-to')
  // Issue 18 §11: without --persist-to (persistAt -1) nothing is taken out by position.
  const isPersistPair = (i) => persistAt >= 0 && (i === persistAt || i === persistAt + 1)
  return {
    watch: args.includes('--watch'),
    prepareOnly: args.includes('--prepare-only'),
    noDevtools: args.includes('--no-devtools'),
    noMedia: args.includes('--no-media'),
    persistTo: persistAt >= 0 ? (args[persistAt + 1] ?? null) : null,
    wranglerArgs: args.filter((arg, i) => !OWN_FLAGS.includes(arg) && !isPersistPair(i)),
  }
}
