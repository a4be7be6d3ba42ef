import { useEffect } from 'react'
import { IMAGE_SIZES, imageUrl } from '../../../shared/images'
import { termForFilter } from '../../../shared/rules/news-search-query'
import { formatDate, newsArticlePath } from '../../../shared/rules/formats'
import type { SearchFilter } from '../../../shared/rules/news-search-query'
import { reachablePageCount, type SearchFlowState, type SearchSort } from '../../../shared/rules/search-flow'
import { MAX_SEARCH_START, NEWS_SEARCH_SIZE } from '../../../shared/schemas/search-limits'
import type { NewsSearchResponse } from '../../../shared/types/search'
import { useT } from '../../hooks/use-t'
import { LoadingIndicator } from '../widgets/loading-indicator'
import { SearchPager } from './search-pager'
import { useSettledTerm } from './use-debounced'
import { shownResult, useSearchFlow } from './use-search-flow'

async function fetchNews(state: SearchFlowState, signal: AbortSignal): Promise<NewsSearchResponse> {
  const params = new URLSearchParams({
    query: termForFilter(state.term, state.filter),
    size: String(NEWS_SEARCH_SIZE),
    start: String(state.page * NEWS_SEARCH_SIZE),
    sort: state.sort === 'relevance' ? '_score desc' : 'published_date desc',
  })
  const response = await fetch(`/api/news/search?${params}`, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`news search answered ${response.status}`)
  return (await response.json()) as NewsSearchResponse
}

/** Only pages the API can reach (start ≤ MAX_SEARCH_START) get a button. */
const pagesOf = (result: NewsSearchResponse) => reachablePageCount(result.hits.found, NEWS_SEARCH_SIZE, MAX_SEARCH_START)

/** SPEC §2.5 news results: filter and sort, date, category and title per hit, the count line and page buttons. */
export function NewsSearch({ term }: { term: string }) {
  const t = useT()
  const { flow, status, dispatch } = useSearchFlow(fetchNews, { pages: pagesOf })
  const settled = useSettledTerm(term)
  useEffect(() => dispatch({ type: 'term', term: settled }), [settled, dispatch])
  // While a page loads, the results before it stay (dimmed) with the pager, so a focused page button is not removed.
  const shown = shownResult(status)
  const busy = status.kind === 'loading'
  return (
    <div className="search-results">
      <div className="search-results__controls">
        <label className="search-select">
          <span>{t('search.filter')}</span>
          <select value={flow.filter} onChange={(event) => dispatch({ type: 'filter', filter: event.target.value as SearchFilter })}>
            <option value="all">{t('search.all')}</option>
            <option value="exact">{t('search.exact')}</option>
          </select>
        </label>
        <label className="search-select">
          <span>{t('search.sort')}</span>
          <select value={flow.sort} onChange={(event) => dispatch({ type: 'sort', sort: event.target.value as SearchSort })}>
            <option value="date">{t('search.dateAdded')}</option>
            <option value="relevance">{t('search.relevance')}</option>
          </select>
        </label>
      </div>
      <div className="search-results__status" aria-live="polite">
        {status.kind === 'loading' ? <LoadingIndicator label={t('search.loading')} className="search-loader" /> : null}
        {status.kind === 'failed' || (status.kind === 'done' && status.result.hits.found === 0) ? (
          <p className="search-results__empty">{t('search.noResults')}</p>
        ) : null}
        {status.kind === 'done' && status.result.hits.found > 0 ? (
          <p className="search-results__count">
            {t('search.displaying', {
              from: status.result.hits.start + 1,
              to: status.result.hits.start + status.result.hits.hit.length,
              total: status.result.hits.found,
            })}
          </p>
        ) : null}
      </div>
      {shown && shown.hits.hit.length > 0 ? (
        <>
          <ul className="search-results__list" aria-busy={busy || undefined}>
            {shown.hits.hit.map((hit) => (
              <li key={hit.id}>
                <a className="search-hit" href={newsArticlePath({ slug: hit.fields.slug, publishedAt: hit.fields.published_date })}>
                  {hit.fields.imageData.key ? (
                    <img
                      className="search-hit__image"
                      src={imageUrl(hit.fields.imageData.key, IMAGE_SIZES.news)}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                    />
                  ) : null}
                  <span className="search-hit__text">
                    <span className="search-hit__meta">
                      <time dateTime={hit.fields.published_date}>{formatDate(hit.fields.published_date, 'search')}</time>
                      {hit.fields.categories[0] ? <span className="search-hit__category">{hit.fields.categories[0]}</span> : null}
                    </span>
                    <span className="search-hit__title">{hit.fields.title}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <SearchPager page={flow.page} totalPages={flow.totalPages} busy={busy} dispatch={dispatch} />
        </>
      ) : null}
    </div>
  )
}
