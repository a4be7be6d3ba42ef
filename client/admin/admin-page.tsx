import type { AdminPageData } from '../../shared/types/page-payload'
import { loginPageLink } from '../../shared/rules/localised-link'

/**
 * Issue 19 §1: the back office, a lazy chunk of its own (client/pages/page-registry.ts):
 * nothing here reaches the public pages' JavaScript.
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
    <div className="admin">
      <h1>Back office</h1>
    </div>
  )
}
