/**
 * Adversarial webhook deliveries (issue 11 "Tests that must exist": at least
 * 1,000 in npm run test:attack). From each genuine Stripe event the suite
 * makes the deliveries Stripe itself would send (the event, resent with a
 * fresh signature, several at once, the same object under another event id)
 * and what an attacker or a broken proxy would send (stale timestamps, bytes
 * flipped in the body or the signature, another secret, a replayed header,
 * the purchase swapped for another's). Only the first kind may be taken.
 * Pure: the worker test signs and delivers them.
 */

/** How the Stripe-Signature header of one delivery is made. */
export type HeaderRecipe =
  /** Signed over `payload` with `secret` ('ours' is the site's webhook secret), `age` seconds before delivery; `edit` alters the result. */
  { payload: string; secret: 'ours' | string; age: number; edit?: (header: string, now: number) => string } | { literal: string }

export interface Delivery {
  family: string
  name: string
  /** The exact bytes posted. */
  body: string
  header: HeaderRecipe
  expect: 'accepted' | 'refused'
  /** Sent this many times at once (a burst of the same delivery). */
  copies: number
}

export interface GenuineEvent {
  id: string
  type: string
  data: { object: Record<string, unknown> }
}

/** Stripe's default tolerance is 300 s; anything older is a replay. */
const STALE_AGES = [301, 302, 360, 900, 3_600, 86_400, 30 * 86_400, 400 * 86_400]
const WRONG_SECRETS = ['whsec_attacker', 'whsec_test ', 'WHSEC_TEST', 'whsec_tes', 'whsec_testx', 'sk_test_x']

/** A small seeded generator (mulberry32): the same run every time, so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** One letter or digit of the text changed for another of its kind (a flipped byte a proxy might make). */
function flipOneCharacter(text: string, random: () => number): string {
  for (let tries = 0; tries < 100; tries++) {
    const at = Math.floor(random() * text.length)
    const ch = text[at]!
    let to: string | null = null
    if (/[0-9]/.test(ch)) to = String((Number(ch) + 1 + Math.floor(random() * 9)) % 10)
    else if (/[a-z]/.test(ch)) to = ch.toUpperCase()
    else if (/[A-Z]/.test(ch)) to = ch.toLowerCase()
    if (to !== null && to !== ch) return text.slice(0, at) + to + text.slice(at + 1)
  }
  return `${text} `
}

/** The v1 signature of a header with one hex digit changed. */
function flipSignatureDigit(header: string, random: () => number): string {
  const match = /v1=([0-9a-f]+)/.exec(header)
  if (!match) return `${header}0`
  const start = match.index + 3
  const at = start + Math.floor(random() * match[1]!.length)
  const digit = header[at]!
  const to = digit === 'f' ? '0' : (Number.parseInt(digit, 16) + 1).toString(16)
  return header.slice(0, at) + to + header.slice(at + 1)
}

/** Everything delivered for one genuine event: `victimPurchaseId` is another supporter's unpaid purchase. */
export function deliveriesFor(event: GenuineEvent, victimPurchaseId: number, random: () => number): Delivery[] {
  const payload = JSON.stringify(event)
  const signed = (age: number, secret = 'ours') => ({ payload, secret, age })
  const out: Delivery[] = []
  const add = (family: string, name: string, body: string, header: HeaderRecipe, expect: Delivery['expect'], copies = 1) =>
    out.push({ family, name: `${event.type} ${event.id}: ${name}`, body, header, expect, copies })

  // What Stripe sends: the event, retries with fresh signatures (one a burst at once), the same object under a new id.
  add('genuine', 'as sent', payload, signed(0), 'accepted')
  add('duplicate', 'resent within the tolerance', payload, signed(Math.floor(random() * 290)), 'accepted')
  add('duplicate', 'three copies at once', payload, signed(0), 'accepted', 3)
  const reissued = JSON.stringify({ ...event, id: `${event.id}_again` })
  add('reissued', 'the same object under another event id', reissued, { payload: reissued, secret: 'ours', age: 1 }, 'accepted')

  for (const age of STALE_AGES) add('stale', `signed ${age} s ago`, payload, signed(age), 'refused')
  for (const secret of WRONG_SECRETS) add('wrong secret', `signed with ${JSON.stringify(secret)}`, payload, signed(0, secret), 'refused')

  const tampered: Array<[string, string]> = [
    ['one character flipped', flipOneCharacter(payload, random)],
    ['another character flipped', flipOneCharacter(payload, random)],
    ["the purchase swapped for another supporter's", payload.replace(/"purchaseID":"\d+"/, `"purchaseID":"${victimPurchaseId}"`)],
    ['a new event id to pass the duplicate check', payload.replace(`"id":"${event.id}"`, `"id":"${event.id}x"`)],
    ['a trailing newline', `${payload}\n`],
    ['re-serialised with spaces', JSON.stringify(event, null, 1)],
    ['truncated', payload.slice(0, Math.floor(payload.length / 2))],
    ['empty', ''],
  ]
  for (const [name, body] of tampered) if (body !== payload) add('flipped body', name, body, signed(0), 'refused')

  const edits: Array<[string, (header: string, now: number) => string]> = [
    ['one signature digit flipped', (h) => flipSignatureDigit(h, random)],
    ['signature truncated', (h) => h.slice(0, -1)],
    ['signature in capitals', (h) => h.replace(/v1=([0-9a-f]+)/, (_m, hex: string) => `v1=${hex.toUpperCase()}`)],
    ['stale signature with its timestamp moved to now', (h, now) => h.replace(/t=\d+/, `t=${now}`)],
    ['the v0 scheme only', (h) => h.replace('v1=', 'v0=')],
    ['no signature', (h) => h.replace(/,v1=[0-9a-f]+/, '')],
  ]
  for (const [name, edit] of edits) {
    const age = name.startsWith('stale') ? 600 : 0
    add('flipped signature', name, payload, { ...signed(age), edit }, 'refused')
  }
  for (const literal of ['', 'garbage', 't=,v1=', `t=${Number.MAX_SAFE_INTEGER},v1=00`]) {
    add('flipped signature', `header ${JSON.stringify(literal)}`, payload, { literal }, 'refused')
  }
  return out
}

/** Forgeries about a purchase that never paid: none may grant it anything. */
export function victimForgeries(event: GenuineEvent, random: () => number): Delivery[] {
  return deliveriesFor(event, 0, random).filter((delivery) => delivery.expect === 'refused')
}
