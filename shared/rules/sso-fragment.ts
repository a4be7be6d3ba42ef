/**
 * SPEC §4.6 token flow step 1: the sign-on portal hands the supporter back
 * with the token in the page address (`#sso_token=<token>`). The fragment is
 * a credential for a minute: it is read once, taken out of the address at
 * once, and never mistaken for an anchor to scroll to (§2.1 hash scroll).
 */
import { pairValue } from './query-pairs'

const TOKEN_KEY = 'sso_token'

/** The hand-off token a fragment carries, or null. Accepts '#…' or the bare fragment. */
export function handoffTokenFromHash(hash: string): string | null {
  const token = pairValue(hash.replace(/^#/, ''), TOKEN_KEY)
  return token ? token : null
}

/**
 * §2.1: a hash names an anchor to scroll to only when it looks like one. A
 * fragment of key=value pairs (the portal's hand-off, or any other protocol
 * payload) is data, not an element id.
 */
export function isAnchorHash(hash: string): boolean {
  const raw = hash.replace(/^#/, '')
  return raw !== '' && !raw.includes('=')
}
