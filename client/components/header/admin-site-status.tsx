import { useEffect, useState } from 'react'
import type { SiteConfigurationView } from '../../../shared/types/site-configuration'
import { callApi } from '../../account/api'
import { useT } from '../../hooks/use-t'

/**
 * Issue 18 §3: an administrator sees, in the account panel, that payments
 * run in Stripe's test mode ('TEST MODE', as Stripe's dashboard says it) and
 * which features are off for a setting, in the words of the log. Read each
 * time the panel opens (GET /api/admin/configuration); nothing when all is well.
 */
export function AdminSiteStatus() {
  const t = useT()
  const [view, setView] = useState<SiteConfigurationView | null>(null)
  useEffect(() => {
    let current = true
    callApi<{ data?: { attributes?: SiteConfigurationView } }>('GET', '/api/admin/configuration').then(({ answer, body }) => {
      if (current && answer !== 'networkError' && answer.status === 200) setView(body?.data?.attributes ?? null)
    })
    return () => {
      current = false
    }
  }, [])
  if (!view || (!view.payments.testMode && view.problems.length === 0)) return null
  return (
    <section className="admin-site-status" aria-labelledby="admin-site-status-title">
      <h3 id="admin-site-status-title" className="admin-site-status__title">
        {t('account.siteStatus')}
      </h3>
      {view.payments.testMode ? <p className="admin-site-status__test-mode">{t('account.paymentsTestMode')}</p> : null}
      {view.problems.length > 0 ? (
        <ul className="admin-site-status__problems">
          {view.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
