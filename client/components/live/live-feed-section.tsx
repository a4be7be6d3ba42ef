import { matchCentrePath } from '../../../shared/rules/football-paths'
import { formatDate } from '../../../shared/rules/formats'
import { kickoffTime } from '../../../shared/rules/match-dates'
import type { LiveStreamSummary } from '../../../shared/types/stream'
import type { FeedSection } from '../../../shared/types/video-feed'
import type { VideoFeedPage as FeedData } from '../../../shared/types/video-pages'
import { useLiveT } from '../../hooks/use-live-t'
import { LiveAssetCard } from '../video/live-asset-card'
import { LiveUpgradeNotice } from './live-upgrade-notice'
import { ReadyForKickoff } from './ready-for-kickoff'

interface Props {
  section: FeedSection
  next: FeedData['nextStreamed']
  liveUpgrade: FeedData['liveUpgrade']
}

/**
 * /live's live section (feed 2, client/pages/video-feed-page.tsx): the live
 * match's audio and video, "Ready for kick-off?" for the next streamed match
 * (issue 10 §8) and the §2.10 live upgrade notice.
 */
export function LiveFeedSection({ section, next, liveUpgrade }: Props) {
  return (
    <>
      <LiveSection section={section} />
      {next ? <NextStreamed next={next} /> : null}
      {liveUpgrade ? <LiveUpgradeNotice data={liveUpgrade} streams={liveStreams(section, next)} matchId={null} /> : null}
    </>
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
