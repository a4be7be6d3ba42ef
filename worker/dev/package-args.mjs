// The arguments of `npm run media:package -- <file> [--entry <id>] [--remote]`
// (issue 20 §3), checked before anything runs: ids become R2 keys and SQL, so
// they must match the gateway's own patterns (worker/streaming/media-gateway.ts,
// worker/routes/ksession.ts) and carry no path characters.
import { randomBytes } from 'node:crypto'

export const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/
export const PLAYBACK_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/

export const USAGE =
  'usage: npm run media:package -- <file> [--entry <id>] [--remote] [--persist-to <dir>]\n' +
  '       npm run media:package -- --entry <id> [--remote]   (the file the editor uploaded in the back office)'

/**
 * { ok: true, file, entry, remote, persistTo, work } or { ok: false, message }.
 * file is null only with --entry (the source is then uploads/{entry}/source in R2).
 */
export function parsePackageArgs(argv) {
  const options = { file: null, entry: null, remote: false, persistTo: null, work: null }
  const valued = { '--entry': 'entry', '--persist-to': 'persistTo', '--work': 'work' }
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]
    if (arg === '--remote') options.remote = true
    else if (arg === '--help' || arg === '-h') return { ok: false, message: USAGE }
    else if (Object.hasOwn(valued, arg)) {
      const value = argv[index + 1]
      if (value === undefined || value.startsWith('--')) return { ok: false, message: `${arg} needs a value\n${USAGE}` }
      options[valued[arg]] = value
      index += 1
    } else if (arg.startsWith('--')) return { ok: false, message: `unknown option ${arg}\n${USAGE}` }
    else if (options.file === null) options.file = arg
    else return { ok: false, message: `one file at a time (also given: ${arg})\n${USAGE}` }
  }
  if (options.file === null && options.entry === null) return { ok: false, message: `which file?\n${USAGE}` }
  if (options.entry !== null && !ENTRY_ID.test(options.entry)) {
    return { ok: false, message: `not an entry id: ${JSON.stringify(options.entry)} (letters, digits, _ and -, at most 64)` }
  }
  if (options.remote && options.persistTo !== null)
    return { ok: false, message: '--persist-to is for the local state; --remote writes to production' }
  return { ok: true, ...options }
}

/** A new entry's ids: the catalogue's '1_xxxxxxxx' style and a playback id the gateway accepts. */
export function newIds(random = randomBytes) {
  const entry = `1_${BigInt(`0x${random(6).toString('hex')}`)
    .toString(36)
    .padStart(8, '0')
    .slice(-8)}`
  const playbackId = `v${random(10).toString('hex')}`
  return { entryId: entry, playbackId }
}

/** A stored playback id is used as an R2 key only when the gateway would serve it. */
export function usablePlaybackId(value) {
  return typeof value === 'string' && PLAYBACK_ID.test(value)
}

/** The title of a new draft: the file name without folder, extension, or separators. */
export function titleFromFile(file) {
  const base = file.split(/[\\/]/).pop() ?? file
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base
  const words = stem.replace(/[_.]+/g, ' ').replace(/\s+/g, ' ').trim()
  return (words || 'Untitled video').slice(0, 200)
}
