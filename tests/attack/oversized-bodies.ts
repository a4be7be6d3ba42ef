/**
 * Bodies around each route's byte cap (issue 18 §8, "Tests that must exist":
 * the webhook and form bodies over the cap, with and without Content-Length,
 * answer 413). Made of one-, two-, three- and four-byte characters, so a body
 * can be over the cap in bytes while far under it in characters, and of exact
 * byte lengths: the cap itself is taken, one byte more is refused. Pure: the
 * worker test posts them.
 */

export interface BodyTarget {
  name: string
  path: string
  cap: number
  contentType: string
  /** The body around `filler`; `filler` is what grows. */
  wrap: (filler: string) => string
}

export interface OversizedCase {
  target: BodyTarget
  name: string
  body: string
  bytes: number
  /** Sent as a stream with no Content-Length, in chunks of this many bytes; null: with Content-Length. */
  chunkBytes: number | null
  expect: 'tooLarge' | 'within'
}

/** ASCII, é (2 bytes), € (3 bytes), 😀 (4 bytes, a surrogate pair: two UTF-16 units). */
export const CHARACTERS = ['x', 'é', '€', '😀'] as const

export const byteLength = (text: string) => new TextEncoder().encode(text).byteLength

/** The target's body at exactly `bytes` bytes: as many `ch` as fit, then ASCII spaces to the byte. */
export function bodyOfBytes(target: BodyTarget, ch: string, bytes: number): string {
  const frame = byteLength(target.wrap(''))
  const room = bytes - frame
  if (room < 0) throw new Error(`${target.name}: ${bytes} bytes is less than its frame`)
  const each = byteLength(ch)
  const filler = ch.repeat(Math.floor(room / each))
  const body = target.wrap(filler)
  return body + ' '.repeat(bytes - byteLength(body))
}

/** Sizes over the cap: one byte, a few bytes (across a character's boundary), twice, eight times. */
const OVER = [1, 3, 'double', 'eightfold'] as const
/** Sizes within it: exactly the cap, and one byte under. */
const WITHIN = [0, -1] as const
const CHUNKS = [null, 1024, 4096, 65_536] as const

export function casesFor(targets: readonly BodyTarget[], random: () => number, full: boolean): OversizedCase[] {
  const cases: OversizedCase[] = []
  for (const target of targets) {
    // The fast set takes one multi-byte character a target; the full set all four.
    for (const ch of full ? CHARACTERS : [pick(CHARACTERS.slice(1), random)]) {
      for (const over of OVER) {
        const bytes = over === 'double' ? 2 * target.cap : over === 'eightfold' ? 8 * target.cap : target.cap + over
        for (const chunkBytes of full ? CHUNKS : [null, pick(CHUNKS.slice(1), random)]) {
          cases.push(make(target, ch, bytes, chunkBytes, 'tooLarge', `${over} over`))
        }
      }
      for (const under of WITHIN) {
        for (const chunkBytes of full ? CHUNKS : [pick(CHUNKS, random)]) {
          cases.push(make(target, ch, target.cap + under, chunkBytes, 'within', under === 0 ? 'exactly the cap' : 'one under'))
        }
      }
    }
  }
  return cases
}

function make(target: BodyTarget, ch: string, bytes: number, chunkBytes: number | null, expect: OversizedCase['expect'], size: string) {
  const how = chunkBytes === null ? 'Content-Length' : `chunked by ${chunkBytes}`
  return { target, name: `${target.name}: ${size}, '${ch}', ${how}`, body: bodyOfBytes(target, ch, bytes), bytes, chunkBytes, expect }
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!
}
