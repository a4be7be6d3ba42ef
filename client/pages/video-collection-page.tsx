import { MAX_BROWSE_PAGE } from '../../shared/rules/browse-filters'
import { countForm } from '../../shared/rules/count-form'
import type { VideoCollectionPage as CollectionData } from '../../shared/types/video-pages'
import { Image } from '../components/image'
import { cardFromListItem } from '../components/video/video-card-data'
import { VideoGrid } from '../components/video/video-grid'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { useMorePages } from '../components/video/use-more-pages'
import { useT } from '../hooks/use-t'
import { useAppSnapshot } from '../state/store-context'

const BANNER = { width: 640, height: 360 }
// video-browse.css: at most 420 px wide.
const BANNER_SIZES = '(min-width: 452px) 420px, calc(100vw - 32px)'

/**
 * /videos/channel/{slug}: a channel's videos. /videos/player/{slug}: a playlist of a category or
 * channel whose cards open the player with the slug as their section (SPEC §2.6 'Related').
 */
export function VideoCollectionPage({ page }: { page: CollectionData }) {
  const t = useT()
  const { payload } = useAppSnapshot()
  const { collection } = page
  return (
    <div className="video-hub">
      <VideoHubNav />
      <header className="video-hub__head video-hub__head--collection">
        <div className="container collection-head">
          {collection.imageKey ? (
            <Image imageKey={collection.imageKey} alt="" size={BANNER} sizes={BANNER_SIZES} className="collection-head__image" priority />
          ) : null}
          <div className="collection-head__text">
            <p className="video-hub__kicker">{t(page.view === 'channel' ? 'videoHub.channel' : 'videoHub.playlist')}</p>
            <h1 className="video-hub__title">{collection.name}</h1>
            {collection.description ? <p className="collection-head__description">{collection.description}</p> : null}
            <p className="collection-head__count">{t(`videoHub.videoCount.${countForm(page.total)}`, { count: page.total })}</p>
          </div>
        </div>
      </header>
      <div className="container video-hub__body">
        {page.total === 0 ? <p className="video-hub__note">{t('videoHub.empty')}</p> : <CollectionGrid key={payload.url} page={page} />}
      </div>
    </div>
  )
}

function CollectionGrid({ page }: { page: CollectionData }) {
  const base = page.view === 'channel' ? '/videos/channel/' : '/videos/player/'
  const more = useMorePages({
    first: page.items,
    firstPage: page.page,
    total: page.total - (page.page - 1) * page.pageSize,
    lastPage: MAX_BROWSE_PAGE,
    pathFor: (n) => `${base}${encodeURIComponent(page.collection.slug)}${n > 1 ? `?page=${n}` : ''}`,
    pick: (next) => (next.kind === 'videoCollection' ? next.items : null),
  })
  return (
    <VideoGrid
      videos={more.items.map(cardFromListItem)}
      lockEmptyEntitlements={page.lockEmptyEntitlements}
      section={page.view === 'player' || page.collection.type === 'category' ? page.collection.slug : null}
      headingLevel="h2"
      more={more}
    />
  )
}
