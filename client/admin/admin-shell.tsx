import { parseAccountRole, type StaffArea, staffAccess } from '../../shared/rules/staff-access'
import type { ReactNode } from 'react'

type Section =
  | 'dashboard'
  | 'articles'
  | 'pages'
  | 'matchday'
  | 'videos'
  | 'football'
  | 'audit'
  | 'vouchers'
  | 'packages'
  | 'promos'
  | 'adverts'
  | 'accounts'
  | 'settings'
  | 'ops'

// Issue 19 "Who": commerce and accounts are shown to administrators only (the API refuses editors anyway).
const NAV: { section: Section; label: string; href: string; area: StaffArea }[] = [
  { section: 'dashboard', label: 'Dashboard', href: '/admin', area: 'content' },
  { section: 'articles', label: 'News', href: '/admin/articles', area: 'content' },
  { section: 'pages', label: 'Pages and menus', href: '/admin/pages', area: 'content' },
  { section: 'matchday', label: 'Match day', href: '/admin/matchday', area: 'content' },
  // Issue 20 §2: uploads and the videos' details, for editors and administrators.
  { section: 'videos', label: 'Videos', href: '/admin/videos', area: 'content' },
  { section: 'football', label: 'Football data', href: '/admin/football', area: 'content' },
  { section: 'vouchers', label: 'Vouchers', href: '/admin/vouchers', area: 'administration' },
  { section: 'packages', label: 'Packages', href: '/admin/packages', area: 'administration' },
  { section: 'promos', label: 'Promos', href: '/admin/promos', area: 'administration' },
  { section: 'adverts', label: 'Adverts', href: '/admin/adverts', area: 'administration' },
  { section: 'accounts', label: 'Accounts', href: '/admin/accounts', area: 'administration' },
  { section: 'settings', label: 'Settings', href: '/admin/settings', area: 'administration' },
  // Issue 21 §7: match day as it happens (administrators).
  { section: 'ops', label: 'Operations', href: '/admin/ops', area: 'administration' },
  { section: 'audit', label: 'Audit log', href: '/admin/audit', area: 'content' },
]

const ROLE_NAMES: Partial<Record<string, string>> = { editor: 'Editor', admin: 'Administrator' }

/**
 * Issue 19 §1: the back office's frame: a top bar (what this is, who is signed
 * in as what, the way back to the site) and the sections' navigation, which is
 * a row that scrolls sideways on a phone.
 */
export function AdminShell({ role, section, children }: { role: string | null; section: string; children: ReactNode }) {
  return (
    <div className="admin">
      <header className="admin-bar">
        <p className="admin-bar__title">Back office</p>
        {role && ROLE_NAMES[role] ? <p className="admin-bar__role">Signed in as {ROLE_NAMES[role]}</p> : null}
        <a className="admin-bar__site" href="/">
          Back to the site
        </a>
      </header>
      <nav className="admin-nav" aria-label="Back office">
        <ul>
          {NAV.filter((item) => staffAccess(parseAccountRole(role), item.area) === 'allowed').map((item) => (
            <li key={item.section}>
              <a
                href={item.href}
                aria-current={item.section === section || (item.section === 'pages' && section === 'menus') ? 'page' : undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-content">{children}</div>
    </div>
  )
}
