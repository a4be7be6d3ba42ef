/**
 * Issue 10 §8 "Ready for kick-off?": before a match a signed-in supporter
 * sees, for each live stream of it, whether they will be able to watch or
 * listen from here, with this account, on this device, and why not. The
 * server answers with the session check's own decision (worker/streaming/
 * stream-readiness.ts); this turns it into the three answers shown. The
 * access rule stops at the first refusal (shared/rules/stream-access.ts:
 * who, then where, then which product, then how many devices), so what
 * comes after a refusal was not checked and is said to be so, never 'yes'.
 */
import type { StreamRefusalCause } from './stream-access'

export type ReadinessCheck = 'ok' | 'no' | 'unchecked'

export interface ReadinessAnswer {
  state: 'ready' | 'refused'
  cause: StreamRefusalCause | null
  /** The stream is on air now; before kick-off it usually is not yet. */
  online: boolean
}

export interface KickoffReadiness {
  verdict: 'ready' | 'notReady' | 'logIn'
  /** From here: the region rule for the country the edge sees. */
  place: ReadinessCheck
  /** With this account: not blocked, and the subscription or pass this stream needs. */
  account: ReadinessCheck
  /** On this device: a free place under the account's device limit. */
  device: ReadinessCheck
  /** Not on air yet: it goes on shortly before kick-off. */
  offAir: boolean
}

type Checks = Pick<KickoffReadiness, 'place' | 'account' | 'device'>

const ALL_OK: Checks = { place: 'ok', account: 'ok', device: 'ok' }
const NONE: Checks = { place: 'unchecked', account: 'unchecked', device: 'unchecked' }

const REFUSED: Record<Exclude<StreamRefusalCause, 'notSignedIn'>, Checks> = {
  blocked: { place: 'unchecked', account: 'no', device: 'unchecked' },
  // The asset itself is missing: nothing else could be asked.
  offline: NONE,
  unknownCountry: { place: 'no', account: 'unchecked', device: 'unchecked' },
  blackout: { place: 'no', account: 'unchecked', device: 'unchecked' },
  notUnsoldTerritory: { place: 'no', account: 'unchecked', device: 'unchecked' },
  notSubscribed: { place: 'ok', account: 'no', device: 'unchecked' },
  passForAnotherMatch: { place: 'ok', account: 'no', device: 'unchecked' },
  deviceLimit: { place: 'ok', account: 'ok', device: 'no' },
}

export function kickoffReadiness(answer: ReadinessAnswer): KickoffReadiness {
  const offAir = !answer.online
  if (answer.state === 'ready') return { verdict: 'ready', ...ALL_OK, offAir }
  if (answer.cause === 'notSignedIn') return { verdict: 'logIn', ...NONE, offAir }
  return { verdict: 'notReady', ...(answer.cause ? REFUSED[answer.cause] : NONE), offAir }
}
