import type { ReactNode } from 'react'

type Section = 'dashboard' | 'articles' | 'audit'

const NAV: { section: Section; label: string; href: string }[] = [
  { section: 'dashboard', label: 'Dashboard', href: '/admin' },
  { section: 'articles', label: 'News', href: '/admin/articles' },
  { section: 'audit', label: 'Audit log', href: '/admin/audit' },
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
          {NAV.map((item) => (
            <li key={item.section}>
              <a href={item.href} aria-current={item.section === section ? 'page' : undefined}>
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
