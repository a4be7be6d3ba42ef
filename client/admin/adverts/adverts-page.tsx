import { AdvertReportTab } from './advert-report-tab'
import { PageAdverts } from './page-adverts'
import { SlotAdvertsTab } from './slot-adverts-tab'
import { SponsorSlotsTab } from './sponsor-slots-tab'
import { SponsorsTab } from './sponsors-tab'

const TABS = [
  { id: null, label: 'Adverts', href: '/admin/adverts' },
  { id: 'sponsors', label: 'Sponsors', href: '/admin/adverts/sponsors' },
  { id: 'slots', label: 'Slots', href: '/admin/adverts/slots' },
  { id: 'report', label: 'Report', href: '/admin/adverts/report' },
] as const

/**
 * Issue 19 §6 (administrators): adverts and sponsors, with the advertisers'
 * report moved in beside them. Each tab is its own address
 * (/admin/adverts/{tab}), so a tab can be bookmarked and the old report page
 * can send administrators here.
 */
export function AdvertsPage({ tab }: { tab: string | null }) {
  const current = TABS.find((t) => t.id === tab)
  if (!current) {
    return (
      <div>
        <h1>Not found</h1>
        <p>
          There is no such adverts page. <a href="/admin/adverts">Go to the adverts</a>.
        </p>
      </div>
    )
  }
  return (
    <div>
      <h1>Adverts and sponsors</h1>
      <nav className="admin-nav admin-subnav" aria-label="Adverts and sponsors">
        <ul>
          {TABS.map((t) => (
            <li key={t.label}>
              <a href={t.href} aria-current={t.id === tab ? 'page' : undefined}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tab === null ? (
        <>
          <h2>Footer slot adverts</h2>
          <SlotAdvertsTab />
          <PageAdverts />
        </>
      ) : null}
      {tab === 'sponsors' ? <SponsorsTab /> : null}
      {tab === 'slots' ? <SponsorSlotsTab /> : null}
      {tab === 'report' ? <AdvertReportTab /> : null}
    </div>
  )
}
