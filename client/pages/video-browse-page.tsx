import type { VideoBrowsePage as BrowseData } from '../../shared/types/video-pages'
import { deferred } from '../components/deferred'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { useT } from '../hooks/use-t'
import { useAppSnapshot } from '../state/store-context'

// Issue 22 §3: the filters form (a plain GET form without JavaScript) and the results (links, and the
// no-JavaScript 'Load more' link) are rendered by the server in full; their code loads once hydration has
// begun (links and the GET form work natively before then).
const BrowseFiltersForm = deferred(() => import('../components/video/browse-filters-form').then((m) => m.BrowseFiltersForm))
const BrowseResults = deferred(() => import('../components/video/browse-results').then((m) => m.BrowseResults))

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
