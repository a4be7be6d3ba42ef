import { browsePath, MAX_BROWSE_PAGE } from '../../../shared/rules/browse-filters'
import { videoCountLine } from '../../../shared/rules/video-search-results'
import type { VideoBrowsePage as BrowseData } from '../../../shared/types/video-pages'
import { useT } from '../../hooks/use-t'
import { useMorePages } from './use-more-pages'
import { cardFromSearchResult } from './video-card-data'
import { VideoGrid } from './video-grid'

/** /videos/browse's results (client/pages/video-browse-page.tsx): the count, the grid and 'Load more'. */
export function BrowseResults({ page }: { page: BrowseData }) {
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
