import { newsPeriodLabel } from '../../shared/rules/news-period'
import type { PageData } from '../../shared/types/page-payload'
import { NewsCard } from '../components/cards/news-card'
import { SponsorSlot } from '../components/football/sponsor-slot'
import { useT } from '../hooks/use-t'
import { useAppSnapshot } from '../state/store-context'

type ListingData = Extract<PageData, { kind: 'newsListing' }>

/** /news and the dated archives with the 'news-listing' section sponsor (SPEC §3); paging works as plain links without JavaScript. */
export function NewsListingPage({ page }: { page: ListingData }) {
  const t = useT()
  const { payload } = useAppSnapshot()
  const path = payload.url.split('?')[0]
  const heading = page.period ? t('news.archiveTitle', { period: newsPeriodLabel(page.period) }) : t('news.title')
  return (
    <div className="container news-listing">
      <div className="news-listing__head">
        <h1 className="page-title">{heading}</h1>
        <SponsorSlot sponsor={page.sponsor} className="news-listing__sponsor" />
      </div>
      {page.items.length === 0 ? <p className="news-listing__empty">{t('news.empty')}</p> : null}
      <div className="card-grid">
        {page.items.map((item, index) => (
          <NewsCard key={item.id} item={item} priority={index < 4} headingLevel="h2" />
        ))}
      </div>
      {page.pageCount > 1 ? (
        <nav className="pager" aria-label={t('news.pageOf', { page: page.page, pages: page.pageCount })}>
          {page.page > 1 ? (
            <a className="pager__link" rel="prev" href={page.page === 2 ? path : `${path}?page=${page.page - 1}`}>
              {t('news.previous')}
            </a>
          ) : (
            <span />
          )}
          <span className="pager__status">{t('news.pageOf', { page: page.page, pages: page.pageCount })}</span>
          {page.page < page.pageCount ? (
            <a className="pager__link" rel="next" href={`${path}?page=${page.page + 1}`}>
              {t('news.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
