import type { PageData } from '../../shared/types/page-payload'
import { useT } from '../hooks/use-t'
import { useAppSnapshot } from '../state/store-context'

type ErrorData = Extract<PageData, { kind: 'error' }>

/**
 * SPEC §2.2: '{statusCode} error', the apology, 'This page could not be
 * found' for a 404, and Quick Links to News, Matches, Teams and Tickets
 * (Tickets in a new tab).
 */
export function ErrorPage({ page }: { page: ErrorData }) {
  const t = useT()
  const { chrome } = useAppSnapshot()
  return (
    <section className="error-page">
      <p className="error-page__status">{t('error.title', { statusCode: page.statusCode })}</p>
      <h1 className="error-page__title">
        {page.reason === 'notFound'
          ? t('error.notFound')
          : page.reason === 'badRequest'
            ? t('error.badRequest')
            : t('error.title', { statusCode: page.statusCode })}
      </h1>
      <p className="error-page__text">{t('error.text')}</p>
      <nav aria-labelledby="quick-links" className="error-page__links">
        <h2 id="quick-links">{t('error.quickLinks')}</h2>
        <ul>
          <li>
            <a href="/news">{t('link.news')}</a>
          </li>
          <li>
            <a href="/matches">{t('link.matches')}</a>
          </li>
          <li>
            <a href="/teams">{t('link.teams')}</a>
          </li>
          <li>
            <a href={chrome.settings.ticketsUrl} target="_blank" rel="noopener noreferrer">
              {t('link.tickets')}
              <span className="visually-hidden"> {t('link.opensNewTab')}</span>
            </a>
          </li>
        </ul>
      </nav>
    </section>
  )
}
