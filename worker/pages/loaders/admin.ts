import { isStaff, staffAccess } from '../../../shared/rules/staff-access'
import type { AdminPageData } from '../../../shared/types/page-payload'
import type { LoadedPage, PageLoader } from '../page-context'

/**
 * Issue 19 §1 /admin/{section?}/{itemID?}: the back office's server-rendered
 * shell. Signed out: a sign-in prompt (401); signed in without a staff role:
 * a refusal (403). Never for search engines, never cached (page-cache.ts).
 * The area's chunk reads its data from /api/admin/*, which checks the role
 * again on every call.
 */
export const loadAdmin: PageLoader = async ({ route, viewerAccount }) => {
  const viewer = await viewerAccount()
  const role = viewer?.account.role ?? null
  const access = staffAccess(role, 'content')
  const page: AdminPageData = {
    kind: 'admin',
    access: access === 'allowed' ? 'staff' : access,
    role: isStaff(role) ? role : null,
    section: route.params.section ?? 'dashboard',
    itemID: route.params.itemID ?? null,
  }
  return adminPage(page, access === 'signIn' ? 401 : access === 'forbidden' ? 403 : 200)
}

export function adminPage(page: AdminPageData, status: number): LoadedPage {
  return { title: 'Back office', robots: 'noindex,nofollow', status, page }
}
