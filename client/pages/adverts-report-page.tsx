import { type FormEvent, useEffect } from 'react'
import { formatRate } from '../../shared/rules/advert-report'
import { loginPageLink } from '../../shared/rules/localised-link'
import type { AdvertsReportPageData } from '../../shared/types/page-payload'
import { ReportChart } from '../components/report/report-chart'
import { ReportTables } from '../components/report/report-tables'
import { useT } from '../hooks/use-t'
import { navigate } from '../router/navigate'
import { useAppSnapshot, useStore } from '../state/store-context'

const PATH = '/account/adverts-report'

/**
 * /account/adverts-report (issue 12 §5): impressions, clicks and CTR per advert
 * and per campaign for a range of UTC days, as a chart and two tables. The date
 * form is a plain GET form back to this page, so it works without JavaScript;
 * with it the new range comes by client navigation.
 */
export function AdvertsReportPage({ page }: { page: AdvertsReportPageData }) {
  const t = useT()
  const store = useStore()
  const { payload, user } = useAppSnapshot()
  const arabic = payload.locale === 'ar'
  // Signed in (or promoted) after the page was made: ask again, the answer is now different.
  useEffect(() => {
    if (page.access !== 'admin' && user.loggedIn && user.role === 'admin')
      void navigate(store, new URL(payload.url, location.href), 'replace')
  }, [page.access, user.loggedIn, user.role, payload.url, store])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new URLSearchParams()
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value !== '') query.set(key, value)
    void navigate(store, new URL(`${PATH}?${query}`, location.href))
  }

  return (
    <div className="container adverts-report">
      <h1 className="page-title">{t('report.title')}</h1>
      {page.access === 'signIn' ? (
        <div className="adverts-report__notice">
          <p>{t('report.signIn')}</p>
          <a className="chrome-button chrome-button--primary" href={loginPageLink(payload.url, payload.locale)}>
            {t('report.logIn')}
          </a>
        </div>
      ) : page.access === 'forbidden' ? (
        <p className="adverts-report__notice">{t('report.forbidden')}</p>
      ) : (
        <>
          <p className="adverts-report__intro">{t('report.intro')}</p>
          <form
            className="adverts-report__form"
            method="get"
            action={PATH}
            onSubmit={submit}
            aria-describedby={page.error ? 'report-error' : undefined}
          >
            {arabic ? <input type="hidden" name="lang" value="ar" /> : null}
            <label className="adverts-report__field">
              <span>{t('report.from')}</span>
              <input type="date" name="from" defaultValue={page.from} key={`from-${page.from}`} required />
            </label>
            <label className="adverts-report__field">
              <span>{t('report.to')}</span>
              <input type="date" name="to" defaultValue={page.to} key={`to-${page.to}`} required />
            </label>
            <button type="submit" className="chrome-button chrome-button--primary">
              {t('report.show')}
            </button>
          </form>
          {page.error ? (
            <p id="report-error" className="adverts-report__error" role="alert">
              {t(`report.${page.error}`)}
            </p>
          ) : null}
          {page.report ? <ReportBody report={page.report} rtl={arabic} /> : null}
        </>
      )}
    </div>
  )
}

function ReportBody({ report, rtl }: { report: NonNullable<AdvertsReportPageData['report']>; rtl: boolean }) {
  const t = useT()
  const numbers = new Intl.NumberFormat('en-GB')
  return (
    <section className="adverts-report__result" aria-labelledby="report-range">
      <h2 id="report-range" className="adverts-report__range">
        {t('report.range', { from: isolated(report.from), to: isolated(report.to) })}
      </h2>
      <dl className="adverts-report__totals">
        <div>
          <dt>{t('report.impressions')}</dt>
          <dd>{numbers.format(report.totals.impressions)}</dd>
        </div>
        <div>
          <dt>{t('report.clicks')}</dt>
          <dd>{numbers.format(report.totals.clicks)}</dd>
        </div>
        <div>
          <dt>{t('report.ctr')}</dt>
          <dd>{formatRate(report.totals.ctr)}</dd>
        </div>
      </dl>
      {report.adverts.length === 0 ? (
        <p className="adverts-report__empty">{t('report.empty')}</p>
      ) : (
        <>
          <ReportChart report={report} rtl={rtl} />
          <ReportTables report={report} />
        </>
      )}
    </section>
  )
}

/**
 * A date kept whole in a sentence: in its own reading order inside right-to-left
 * text (Unicode isolates) and never broken at its hyphens (non-breaking hyphens).
 */
function isolated(day: string): string {
  return `\u2066${day.replaceAll('-', '\u2011')}\u2069`
}
