import { Fragment } from 'react'
import { matchCentrePath } from '../../shared/rules/football-paths'
import { formatDate } from '../../shared/rules/formats'
import { kickoffTime } from '../../shared/rules/match-dates'
import type { LiveStreamSummary } from '../../shared/types/stream'
import type { FeedSection } from '../../shared/types/video-feed'
import type { VideoFeedPage as FeedData } from '../../shared/types/video-pages'
import { VideoCard } from '../components/cards/video-card'
import { LiveUpgradeNotice } from '../components/live/live-upgrade-notice'
import { ReadyForKickoff } from '../components/live/ready-for-kickoff'
import { LiveAssetCard } from '../components/video/live-asset-card'
import { cardFromListItem } from '../components/video/video-card-data'
import { VideoHeroBanner } from '../components/video/video-hero'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { VideoRail } from '../components/video/video-rail'
import { useLiveT } from '../hooks/use-live-t'

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
            <Fragment key={section.id}>
              <LiveSection section={section} />
              {page.nextStreamed ? <NextStreamed next={page.nextStreamed} /> : null}
              {page.liveUpgrade ? (
                <LiveUpgradeNotice data={page.liveUpgrade} streams={liveStreams(section, page.nextStreamed)} matchId={null} />
              ) : null}
            </Fragment>
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

/** Every stream the page offers: the live match's and the next streamed match's. */
function liveStreams(section: FeedSection, next: FeedData['nextStreamed']): LiveStreamSummary[] {
  const live = (section.liveItems ?? []).map((item) => ({ id: item.id, title: item.title, contentKind: item.contentKind }))
  return [...live, ...(next?.streams ?? [])]
}

/** The next match that will be streamed, and whether this supporter will be able to follow it. */
function NextStreamed({ next }: { next: NonNullable<FeedData['nextStreamed']> }) {
  const t = useLiveT()
  const { match } = next
  return (
    <div className="live-next">
      <p className="live-next__match">
        <a href={matchCentrePath(match)}>
          {match.home.name} v {match.away.name}
        </a>{' '}
        · <time dateTime={match.kickoff}>{formatDate(match.kickoff, 'match')}</time> ·{' '}
        {t('live.kickOff', { time: kickoffTime(match.kickoff) })}
      </p>
      <ReadyForKickoff streams={next.streams} matchId={match.id} />
    </div>
  )
}

/** The live match's streams as cards; while nothing is live, a line that says so. */
function LiveSection({ section }: { section: FeedSection }) {
  const t = useLiveT()
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
