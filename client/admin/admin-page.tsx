import { loginPageLink } from '../../shared/rules/localised-link'
import type { AdminPageData } from '../../shared/types/page-payload'
import { staffAccess } from '../../shared/rules/staff-access'
import { AdminSectionSlot } from './admin-section-slot'
import { AdminShell } from './admin-shell'

export { loadAdminSections } from './admin-section-slot'

/**
 * Issue 19 §1: the back office, a lazy chunk of its own (client/pages/page-registry.ts):
 * nothing here reaches the public pages' JavaScript. Issue 22 §5: this chunk is the frame (who may
 * come in, the shell and its menu); the sections are another, loaded by the browser only
 * (admin-section-slot.tsx), so the worker that renders /admin carries none of their code.
 */
export function AdminPage({ page }: { page: AdminPageData }) {
  if (page.access === 'signIn') {
    return (
      <div className="admin-refusal">
        <h1>Back office</h1>
        <p>
          Please <a href={loginPageLink('/admin', 'en')}>log in</a> with an editor's or an administrator's account.
        </p>
      </div>
    )
  }
  if (page.access === 'forbidden') {
    return (
      <div className="admin-refusal">
        <h1>Back office</h1>
        <p>This area is for the club's editors and administrators.</p>
      </div>
    )
  }
  return (
    <AdminShell role={page.role} section={page.section === 'imports' ? 'football' : page.section}>
      <AdminSection section={page.section} itemID={page.itemID} role={page.role} />
    </AdminShell>
  )
}

// Issue 19 "Who": the sections of the administrator's area (admin-shell.tsx shows them to administrators only).
// Issue 21 §7: and the operations view ('ops').
const ADMINISTRATORS_ONLY = ['vouchers', 'packages', 'promos', 'adverts', 'accounts', 'settings', 'ops']

function AdminSection({ section, itemID, role }: { section: string; itemID: string | null; role: AdminPageData['role'] }) {
  if (ADMINISTRATORS_ONLY.includes(section) && staffAccess(role, 'administration') !== 'allowed') {
    return (
      <div>
        <h1>Administrators only</h1>
        <p>
          Commerce (packages, promos, vouchers, adverts and sponsors), accounts, settings and operations are managed by the club's
          administrators.
        </p>
      </div>
    )
  }
  return <AdminSectionSlot section={section} itemID={itemID} />
}
