import { formatRate } from '../../../shared/rules/advert-report'
import type { AdvertReport } from '../../../shared/types/advert-report'
import { useT } from '../../hooks/use-t'

/** Issue 12 §5: every figure of the report, per advert and per campaign, as tables with captions. */
export function ReportTables({ report }: { report: AdvertReport }) {
  const t = useT()
  const numbers = new Intl.NumberFormat('en-GB')
  const campaign = (ref: string) => (ref === '' ? t('report.noCampaign') : <bdi>{ref}</bdi>)
  return (
    <>
      {/* A table wider than a phone scrolls in its box, which a keyboard can reach and scroll too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="adverts-report__table-wrap" tabIndex={0} aria-label={t('report.byAdvert')}>
        <table className="adverts-report__table">
          <caption>{t('report.byAdvert')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.advert')}</th>
              <th scope="col">{t('report.where')}</th>
              <th scope="col">{t('report.campaign')}</th>
              <th scope="col">{t('report.impressions')}</th>
              <th scope="col">{t('report.clicks')}</th>
              <th scope="col">{t('report.ctr')}</th>
            </tr>
          </thead>
          <tbody>
            {report.adverts.map((row) => (
              <tr key={`${row.advertKind}-${row.advertID}`}>
                <th scope="row">
                  <bdi>{row.advertName}</bdi>
                  {row.advertRef ? <span className="adverts-report__ref"> {row.advertRef}</span> : null}
                </th>
                <td>{t(`report.kind.${row.advertKind}`)}</td>
                <td>{campaign(row.campaignRef)}</td>
                <td>{numbers.format(row.impressions)}</td>
                <td>{numbers.format(row.clicks)}</td>
                <td>{formatRate(row.ctr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: as above. */}
      <section className="adverts-report__table-wrap" tabIndex={0} aria-label={t('report.byCampaign')}>
        <table className="adverts-report__table">
          <caption>{t('report.byCampaign')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.campaign')}</th>
              <th scope="col">{t('report.adverts')}</th>
              <th scope="col">{t('report.impressions')}</th>
              <th scope="col">{t('report.clicks')}</th>
              <th scope="col">{t('report.ctr')}</th>
            </tr>
          </thead>
          <tbody>
            {report.campaigns.map((row) => (
              <tr key={row.campaignRef}>
                <th scope="row">{campaign(row.campaignRef)}</th>
                <td>{numbers.format(row.adverts)}</td>
                <td>{numbers.format(row.impressions)}</td>
                <td>{numbers.format(row.clicks)}</td>
                <td>{formatRate(row.ctr)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('report.total')}</th>
              <td>{numbers.format(report.adverts.length)}</td>
              <td>{numbers.format(report.totals.impressions)}</td>
              <td>{numbers.format(report.totals.clicks)}</td>
              <td>{formatRate(report.totals.ctr)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  )
}
