import type { FeedSection } from '../../shared/types/video-feed'
import type { VideoFeedPage as FeedData } from '../../shared/types/video-pages'
import { VideoCard } from '../components/cards/video-card'
import { LiveAssetCard } from '../components/video/live-asset-card'
import { cardFromListItem } from '../components/video/video-card-data'
import { VideoHeroBanner } from '../components/video/video-hero'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { VideoRail } from '../components/video/video-rail'
import { useT } from '../hooks/use-t'

/**
 * /videos (feed 1 LATEST): the hero, then one carousel per section of the feed.
 * /live (feed 2): the live match's audio and video, then the fallback highlights.
 * Carousels with no items are not shown (SPEC §2.10).
 */
export function VideoFeedPage({ page }: { page: FeedData }) {
  return (
    <div className="video-hub">
      <VideoHubNav />
      {page.hero ? (
        <VideoHeroBanner hero={page.hero} kicker={page.heading} lockEmptyEntitlements={page.lockEmptyEntitlements} />
      ) : (
        <header className="video-hub__head">
          <div className="container">
            <h1 className="video-hub__title">{page.heading}</h1>
          </div>
        </header>
      )}
      <div className="container video-hub__body">
        {page.sections.map((section) =>
          section.source === 'live' ? (
            <LiveSection key={section.id} section={section} />
          ) : (
            <VideoRail
              key={section.id}
              id={section.id}
              heading={section.title}
              moreUrl={section.moreUrl}
              items={section.itemData.map((video) => ({
                key: video.id,
                card: (
                  <VideoCard
                    video={cardFromListItem(video)}
                    lockEmptyEntitlements={page.lockEmptyEntitlements}
                    // SPEC §2.6: the newest list's sidebar is 'Latest'; any other section's is 'Related'.
                    section={section.source === 'latest' ? null : section.section}
                  />
                ),
              }))}
            />
          ),
        )}
      </div>
    </div>
  )
}

/** The live match's streams as cards; while nothing is live, a line that says so. */
function LiveSection({ section }: { section: FeedSection }) {
  const t = useT()
  const live = section.liveItems ?? []
  return (
    <section className="live-section" aria-labelledby={`live-${section.id}`}>
      <h2 id={`live-${section.id}`} className="video-rail__heading">
        {section.title}
      </h2>
      {live.length === 0 ? (
        <p className="video-hub__note">{t('videoHub.nothingLive')}</p>
      ) : (
        <ul className="live-section__list">
          {live.map((asset) => (
            <li key={asset.id}>
              <LiveAssetCard asset={asset} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
