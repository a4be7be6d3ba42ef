/**
 * Issue 19 "Who": two staff roles beside supporters. An editor runs content,
 * football data, the match-day console and media; an administrator does all
 * that, plus commerce, accounts and settings. One rule for every caller: the
 * /api/admin/* middleware, the /admin pages and the admin menu, so the page
 * and the API can never disagree about who may do what.
 */
import type { AccountRole } from '../types/account'

/** The back office's two kinds of work. */
export type StaffArea = 'content' | 'administration'

export type StaffAccess = 'allowed' | 'signIn' | 'forbidden'

const AREAS_OF: Record<AccountRole, readonly StaffArea[]> = {
  supporter: [],
  editor: ['content'],
  admin: ['content', 'administration'],
}

/** null: nobody signed in. */
export function staffAccess(role: AccountRole | null, area: StaffArea): StaffAccess {
  if (role === null) return 'signIn'
  return AREAS_OF[role].includes(area) ? 'allowed' : 'forbidden'
}

/** Whether the account may open the back office at all (its menu entry, /admin). */
export function isStaff(role: AccountRole | null): boolean {
  return role !== null && AREAS_OF[role].length > 0
}

const ROLES: readonly AccountRole[] = ['supporter', 'editor', 'admin']

/** A role claimed by a token or read from a row; anything unknown is the least: a supporter. */
export function parseAccountRole(value: unknown): AccountRole {
  return ROLES.find((role) => role === value) ?? 'supporter'
}

/** Issue 19 §9: what each kind of audited thing belongs to; editors read the content entries, administrators all. */
const AREA_OF_SUBJECT: Record<string, StaffArea> = {
  article: 'content',
  page: 'content',
  menu: 'content',
  picture: 'content',
  matchEvent: 'content',
  streamAsset: 'content',
  // Issue 20 §2: video entries (uploads, details, captions).
  video: 'content',
  match: 'content',
  season: 'content',
  competition: 'content',
  team: 'content',
  player: 'content',
  lineup: 'content',
  leagueTable: 'content',
  account: 'administration',
  voucher: 'administration',
  package: 'administration',
  priceOption: 'administration',
  matchPass: 'administration',
  sponsor: 'administration',
  sponsorRow: 'administration',
  sponsorSlot: 'administration',
  advert: 'administration',
  slotAdvert: 'administration',
  promo: 'administration',
  settings: 'administration',
}

/** Every kind of audited thing, for the audit page's filter. */
export const AUDIT_SUBJECT_TYPES: readonly string[] = Object.keys(AREA_OF_SUBJECT)

/** The audited subject types this role may read (an unknown type: administrators only). */
export function auditSubjectsFor(role: AccountRole): string[] | 'all' {
  if (role === 'admin') return 'all'
  return Object.entries(AREA_OF_SUBJECT)
    .filter(([, area]) => staffAccess(role, area) === 'allowed')
    .map(([subject]) => subject)
}
