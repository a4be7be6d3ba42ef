import { useState } from 'react'
import type { AdvertReport } from '../../../shared/types/advert-report'
import { errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { scrollRegion } from '../scroll-region'

const percent = (ctr: number | null) => (ctr === null ? '–' : `${(ctr * 100).toFixed(2)}%`)

/**
 * Issue 19 §6, issue 12 §5: the advertisers' report in the back office, over
 * the report API (GET /api/admin/adverts/report): impressions, clicks and CTR
 * per campaign and per advert over UTC days (the last 30 by default).
 */
export function AdvertReportTab() {
  const [range, setRange] = useState({ from: '', to: '' })
  const [asked, setAsked] = useState(range)
  const query = new URLSearchParams(Object.entries(asked).filter(([, v]) => v !== '')).toString()
  const { state } = useAdminData<{ data: { attributes: AdvertReport } }>(`/api/admin/adverts/report${query ? `?${query}` : ''}`)
  return (
    <div>
      <form
        className="admin-panel admin-form"
        onSubmit={(event) => {
          event.preventDefault()
          setAsked(range)
        }}
        aria-label="Report dates"
      >
        <div className="admin-field">
          <label htmlFor="report-from">From (UTC day)</label>
          <input id="report-from" type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
        </div>
        <div className="admin-field">
          <label htmlFor="report-to">To (UTC day)</label>
          <input id="report-to" type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
        </div>
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button--primary">
            Show
          </button>
        </div>
      </form>
      <p className="admin-hint">
        The same report as a page that works without JavaScript, in English or Arabic:{' '}
        <a href="/account/adverts-report">advertisers' report page</a>.
      </p>
      {state.status === 'loading' ? <p role="status">Loading the report…</p> : null}
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      {state.status === 'ready' ? <ReportTables report={state.data.data.attributes} /> : null}
    </div>
  )
}

function ReportTables({ report }: { report: AdvertReport }) {
  return (
    <>
      <p>
        {report.from} to {report.to}: {report.totals.impressions} impressions, {report.totals.clicks} clicks, CTR{' '}
        {percent(report.totals.ctr)}.
      </p>
      <div className="admin-table-wrap" {...scrollRegion('By campaign')}>
        <table className="admin-table">
          <caption>By campaign</caption>
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col">Adverts</th>
              <th scope="col">Impressions</th>
              <th scope="col">Clicks</th>
              <th scope="col">CTR</th>
            </tr>
          </thead>
          <tbody>
            {report.campaigns.map((row) => (
              <tr key={row.campaignRef}>
                <th scope="row">{row.campaignRef || '(none)'}</th>
                <td>{row.adverts}</td>
                <td>{row.impressions}</td>
                <td>{row.clicks}</td>
                <td>{percent(row.ctr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-table-wrap" {...scrollRegion('By advert')}>
        <table className="admin-table">
          <caption>By advert</caption>
          <thead>
            <tr>
              <th scope="col">Advert</th>
              <th scope="col">Campaign</th>
              <th scope="col">Impressions</th>
              <th scope="col">Clicks</th>
              <th scope="col">CTR</th>
            </tr>
          </thead>
          <tbody>
            {report.adverts.map((row) => (
              <tr key={`${row.advertKind}-${row.advertID}`}>
                <th scope="row">{row.advertName}</th>
                <td>{row.campaignRef || '(none)'}</td>
                <td>{row.impressions}</td>
                <td>{row.clicks}</td>
                <td>{percent(row.ctr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
