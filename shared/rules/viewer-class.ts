/**
 * Issue 22 §1: one cached HTML per viewer class, the personal parts added on
 * the way out. A viewer class is everything a page's first paint depends on
 * except who the viewer is: signed in or not, the SPEC §4.1 codes held now
 * (the §4.3 lock badges), those owned (what may be bought), blocked and
 * bypassed (§6). Supporters of one class share one copy; their name, email,
 * ids and the codes themselves are never in it (worker/render/personal-parts.ts
 * writes them per response). Staff keep a page of their own: the header shows
 * what their role may do, and they are few.
 */
import type { AccountRole } from '../types/account'
import { isStaff } from './staff-access'

/** The viewer's state as the server read it now (worker/identity/viewer.ts loadViewerAccount). */
export interface ViewerClassInput {
  role: AccountRole
  entitlements: readonly string[]
  ownedEntitlements: readonly string[]
  blocked: boolean
  bypassed: boolean
}

/** The user the class's copy is rendered with: nothing in it names a supporter. */
export interface ClassUser {
  loggedIn: boolean
  entitlements: string[]
  ownedEntitlements: string[]
  blocked: boolean
  bypassed: boolean
  role: AccountRole
}

export type ViewerClass =
  /** `key`: the cache key's segment, safe in a URL path, the same for every viewer of the class. */
  | { shared: true; key: string; user: ClassUser }
  /** A page of their own (staff): rendered for them, never stored. */
  | { shared: false; user: ClassUser }

export const ANONYMOUS_CLASS_KEY = 'anon'

export const ANONYMOUS_CLASS_USER: ClassUser = {
  loggedIn: false,
  entitlements: [],
  ownedEntitlements: [],
  blocked: false,
  bypassed: false,
  role: 'supporter',
}

/** The class of a viewer; null (nobody signed in, or a session that does not hold) is the anonymous class. */
export function viewerClassOf(viewer: ViewerClassInput | null): ViewerClass {
  if (!viewer) return { shared: true, key: ANONYMOUS_CLASS_KEY, user: { ...ANONYMOUS_CLASS_USER } }
  const user: ClassUser = {
    loggedIn: true,
    entitlements: canonical(viewer.entitlements),
    ownedEntitlements: canonical(viewer.ownedEntitlements),
    blocked: viewer.blocked,
    bypassed: viewer.bypassed,
    role: viewer.role,
  }
  if (isStaff(viewer.role)) return { shared: false, user }
  return { shared: true, key: classKey(user), user }
}

/** Sorted and without repeats: the same codes in another order are the same class. */
function canonical(codes: readonly string[]): string[] {
  return [...new Set(codes)].sort()
}

/**
 * 'u' and 16 hex digits of a hash of the class: short, the same in every
 * isolate and deploy, and no entitlement code in the cache's keys.
 */
function classKey(user: ClassUser): string {
  const text = [
    `b${Number(user.blocked)}`,
    `p${Number(user.bypassed)}`,
    `e${user.entitlements.join(',')}`,
    `o${user.ownedEntitlements.join(',')}`,
  ].join('|')
  return `u${fnv1a32(text, 0x811c9dc5)}${fnv1a32(text, 0x01000193)}`
}

/** FNV-1a over UTF-16 code units, 8 hex digits; two seeds make 64 bits (a collision would share lock badges, never a name). */
function fnv1a32(text: string, seed: number): string {
  let hash = seed >>> 0
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
