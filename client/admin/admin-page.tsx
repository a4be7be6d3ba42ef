import { loginPageLink } from '../../shared/rules/localised-link'
import type { AdminPageData } from '../../shared/types/page-payload'
import { staffAccess } from '../../shared/rules/staff-access'
import { AccountPage } from './accounts/account-page'
import { AdminShell } from './admin-shell'
import { AdvertsPage } from './adverts/adverts-page'
import { VoucherPage } from './commerce/voucher-list'
import { PackagesPage } from './commerce/package-list'
import { PromosPage } from './commerce/promo-list'
import { FootballSection } from './football/football-section'
import { MatchDayPage } from './matchday/match-day-page'
import { AuditList } from './audit/audit-list'
import { Dashboard } from './dashboard'
import { ArticleForm } from './news/article-form'
import { ArticleList } from './news/article-list'
import { MenuEditor } from './pages/menu-editor'
import { PageForm } from './pages/page-form'
import { PageList } from './pages/page-list'
import { SettingsPage } from './settings/settings-page'
import { VideosPage } from './videos/videos-page'

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
    <AdminShell role={page.role} section={page.section === 'imports' ? 'football' : page.section}>
      <AdminSection section={page.section} itemID={page.itemID} role={page.role} />
    </AdminShell>
  )
}

// Issue 19 "Who": the sections of the administrator's area (admin-shell.tsx shows them to administrators only).
const ADMINISTRATORS_ONLY = ['vouchers', 'packages', 'promos', 'adverts', 'accounts', 'settings']

function AdminSection({ section, itemID, role }: { section: string; itemID: string | null; role: AdminPageData['role'] }) {
  if (section === 'dashboard') return <Dashboard />
  if (ADMINISTRATORS_ONLY.includes(section) && staffAccess(role, 'administration') !== 'allowed') {
    return (
      <div>
        <h1>Administrators only</h1>
        <p>Commerce (packages, promos, vouchers, adverts and sponsors), accounts and settings are managed by the club's administrators.</p>
      </div>
    )
  }
  if (section === 'matchday') return <MatchDayPage itemID={itemID} />
  if (section === 'videos') return <VideosPage itemID={itemID} />
  if (section === 'imports') return <FootballSection sub="import" />
  if (section === 'football') return <FootballSection sub={itemID} />
  if (section === 'vouchers') return <VoucherPage />
  if (section === 'packages') return <PackagesPage itemID={itemID} />
  if (section === 'promos') return <PromosPage />
  if (section === 'adverts') return <AdvertsPage tab={itemID} />
  if (section === 'accounts') return <AccountPage />
  if (section === 'settings') return <SettingsPage />
  if (section === 'audit') return <AuditList />
  if (section === 'menus') return <MenuEditor />
  if (section === 'pages') {
    if (itemID === null) return <PageList />
    const id = itemID === 'new' ? null : Number(itemID)
    if (id === null || (Number.isInteger(id) && id > 0)) return <PageForm key={itemID} id={id} />
  }
  if (section === 'articles') {
    if (itemID === null) return <ArticleList />
    const id = itemID === 'new' ? null : Number(itemID)
    if (id === null || (Number.isInteger(id) && id > 0)) return <ArticleForm key={itemID} id={id} />
  }
  return (
    <div>
      <h1>Not found</h1>
      <p>
        There is no such page in the back office. <a href="/admin">Go to the dashboard</a>.
      </p>
    </div>
  )
}
