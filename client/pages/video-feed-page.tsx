import type { VideoFeedPage as FeedData } from '../../shared/types/video-pages'
import { VideoCard } from '../components/cards/video-card'
import { deferred } from '../components/deferred'
import { cardFromListItem } from '../components/video/video-card-data'
import { VideoHeroBanner } from '../components/video/video-hero'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { VideoRail } from '../components/video/video-rail'

// Issue 22 §3: /live's section (its streams, "Ready for kick-off?", the upgrade notice) is rendered by the
// server in full; its code loads once hydration has begun, and /videos, which has no such section, never needs it.
const LiveFeedSection = deferred(() => import('../components/live/live-feed-section').then((m) => m.LiveFeedSection))

/**
 * /videos (feed 1 LATEST): the hero, then one carousel per section of the feed.
 * /live (feed 2): the live match's audio and video, then the fallback highlights,
 * "Ready for kick-off?" for the next streamed match (issue 10 §8) and the §2.10
 * live upgrade notice. Carousels with no items are not shown (SPEC §2.10).
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
            <LiveFeedSection key={section.id} section={section} next={page.nextStreamed} liveUpgrade={page.liveUpgrade} />
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
