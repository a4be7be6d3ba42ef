import { browsePath, MAX_BROWSE_PAGE } from '../../shared/rules/browse-filters'
import { videoCountLine } from '../../shared/rules/video-search-results'
import type { VideoBrowsePage as BrowseData } from '../../shared/types/video-pages'
import { BrowseFiltersForm } from '../components/video/browse-filters-form'
import { cardFromSearchResult } from '../components/video/video-card-data'
import { VideoGrid } from '../components/video/video-grid'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { useMorePages } from '../components/video/use-more-pages'
import { useT } from '../hooks/use-t'
import { useAppSnapshot } from '../state/store-context'

/** /videos/browse ('BROWSE', SPEC §2.1): the §3 filters and a results grid with 'Load more'. */
export function VideoBrowsePage({ page }: { page: BrowseData }) {
  const t = useT()
  const { payload } = useAppSnapshot()
  return (
    <div className="video-hub">
      <VideoHubNav />
      <header className="video-hub__head">
        <div className="container">
          <h1 className="video-hub__title">{t('videoHub.browseTitle')}</h1>
        </div>
      </header>
      <div className="container video-hub__body">
        {/* Keyed by the filters, so a new address shows its own choices in the form. */}
        <BrowseFiltersForm key={JSON.stringify(page.filters)} filters={page.filters} categories={page.categories} />
        <BrowseResults key={payload.url} page={page} />
      </div>
    </div>
  )
}

function BrowseResults({ page }: { page: BrowseData }) {
  const t = useT()
  const more = useMorePages({
    first: page.items,
    firstPage: page.page,
    // What is left from this page on: an address may open a later page (the no-JavaScript 'Load more').
    total: page.total - (page.page - 1) * page.pageSize,
    lastPage: MAX_BROWSE_PAGE,
    pathFor: (n) => browsePath(page.filters, page.categories, n),
    pick: (next) => (next.kind === 'videoBrowse' ? next.items : null),
  })
  // Items before this page are not shown when an address opens a later page without JavaScript.
  const shown = (page.page - 1) * page.pageSize + more.items.length
  const count = videoCountLine(page.total, shown)
  return (
    <section className="browse-results" aria-labelledby="browse-results-title">
      <h2 id="browse-results-title" className="visually-hidden">
        {t('videoHub.results')}
      </h2>
      <p className="browse-results__count" aria-live="polite">
        {count.kind === 'none'
          ? t('videoHub.noResults')
          : count.kind === 'one'
            ? t('search.videoOne')
            : t('search.videoSome', { shown: count.shown, total: count.total })}
      </p>
      <VideoGrid
        videos={more.items.map(cardFromSearchResult)}
        lockEmptyEntitlements={page.lockEmptyEntitlements}
        section={page.filters.category}
        headingLevel="h3"
        more={more}
      />
    </section>
  )
}
