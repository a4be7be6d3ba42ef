import { AccountPage } from './accounts/account-page'
import { AdvertsPage } from './adverts/adverts-page'
import { AuditList } from './audit/audit-list'
import { VoucherPage } from './commerce/voucher-list'
import { PackagesPage } from './commerce/package-list'
import { PromosPage } from './commerce/promo-list'
import { Dashboard } from './dashboard'
import { FootballSection } from './football/football-section'
import { MatchDayPage } from './matchday/match-day-page'
import { ArticleForm } from './news/article-form'
import { ArticleList } from './news/article-list'
import { OpsPage } from './ops/ops-page'
import { MenuEditor } from './pages/menu-editor'
import { PageForm } from './pages/page-form'
import { PageList } from './pages/page-list'
import { SettingsPage } from './settings/settings-page'
import { VideosPage } from './videos/videos-page'

export type AdminSectionProps = { section: string; itemID: string | null }

/**
 * The back office's sections (editors, tables, forms: Tiptap, react-table, react-hook-form, tus).
 * Issue 22 §5: a chunk the browser alone loads (admin-section-slot.tsx); the server renders the
 * shell around a loading state, so none of this is in the worker. Who may see a section is
 * decided before it gets here (admin-page.tsx).
 */
export function AdminSections({ section, itemID }: AdminSectionProps) {
  if (section === 'dashboard') return <Dashboard />
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
  // Issue 21 §7: administrators only (admin-page.tsx decides; the API checks again).
  if (section === 'ops') return <OpsPage />
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
