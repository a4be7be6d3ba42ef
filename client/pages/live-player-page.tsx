import { imageUrl } from '../../shared/images'
import { kickoffTime } from '../../shared/rules/match-dates'
import { matchPhase } from '../../shared/rules/match-phase'
import { formatDate } from '../../shared/rules/formats'
import { livePlayerPath } from '../../shared/rules/video-entry-point'
import type { LivePlayerPage as LivePlayerData } from '../../shared/types/stream'
import { deferred } from '../components/deferred'
import { ClubNotices } from '../components/live/club-notices'
import { useMatchNotices } from '../components/live/use-match-notices'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { useLiveT } from '../hooks/use-live-t'
import { openAudio } from '../player/open-audio'
import { openMediaPlayer } from '../state/media-state'
import { isPlainClick } from '../router/navigation-target'
import { useStore } from '../state/store-context'

const HERO = { width: 640, height: 640 }

// Issue 22 §3: "Ready for kick-off?" and the upgrade notice are rendered by the server in full; their code
// loads once hydration has begun (their props keep their identity, so nothing re-renders them before).
const LiveStreamNotices = deferred(() => import('../components/live/live-stream-notices').then((m) => m.LiveStreamNotices))

/**
 * SPEC §2.1 /live/{mediaType}/{assetID}: the live player of a stream. The
 * page names the stream and its match (the offline image while it is off
 * air, §3); the player opens over it at once (client/components/player/
 * media-players.tsx: the §2.6 overlay for video, the §2.7 audio panel for
 * audio), and its button opens it again. Before kick-off "Ready for
 * kick-off?" answers for this device; the §2.10 live upgrade notice is there
 * for those without access.
 */
export function LivePlayerPage({ page }: { page: LivePlayerData }) {
  const t = useLiveT()
  const store = useStore()
  const { stream, match } = page
  const title = match ? `${match.home.name} v ${match.away.name}` : stream.title
  const audio = stream.contentKind === 'audio'
  const phase = match ? matchPhase(match.status, match.kickoff, page.now) : null
  const beforeKickOff = phase === 'scheduled' || phase === 'awaitingKickOff'
  const notices = useMatchNotices(match?.id ?? null, page.notices, page.now)
  const open = () =>
    audio
      ? openAudio(store, { entryId: stream.id, title, source: 'live' })
      : openMediaPlayer(store.ui, {
          entryId: stream.id,
          title,
          section: null,
          mediaType: 'DrmLiveVideo',
          entryPoint: store.ui.mediaPlayer.entryPoint,
        })
  return (
    <div className="video-hub live-page">
      <VideoHubNav />
      <header className="container live-page__head">
        <div className="live-page__media">
          {stream.imageKey ? <img src={imageUrl(stream.imageKey, HERO)} alt="" width={HERO.width} height={HERO.height} /> : null}
          <span className={stream.offline ? 'live-page__badge live-page__badge--off' : 'live-page__badge'}>
            {stream.offline ? t('live.offAir') : t('live.badge')}
          </span>
        </div>
        <div className="live-page__text">
          <p className="video-hub__kicker">{t(audio ? 'live.audioKind' : 'live.videoKind')}</p>
          <h1 className="live-page__title">{title}</h1>
          {match ? (
            <p className="live-page__meta">
              {match.competition} · <time dateTime={match.kickoff}>{formatDate(match.kickoff, 'match')}</time> ·{' '}
              {t('live.kickOff', { time: kickoffTime(match.kickoff) })}
            </p>
          ) : null}
          <p className="live-page__description">{stream.description}</p>
          {stream.offline ? <p className="live-page__description">{t('live.cause.offline')}</p> : null}
          <a
            className="chrome-button chrome-button--primary live-page__action"
            href={livePlayerPath(stream.contentKind, stream.id)}
            onClick={(event) => {
              if (!isPlainClick(event)) return
              event.preventDefault()
              open()
            }}
          >
            {t(audio ? 'live.listen' : 'live.watch')}
          </a>
        </div>
      </header>
      <div className="container live-page__body">
        <ClubNotices notices={notices} streamId={stream.id} label={t('notice.fromTheClub')} />
        <LiveStreamNotices stream={stream} matchId={match?.id ?? null} beforeKickOff={beforeKickOff} liveUpgrade={page.liveUpgrade} />
      </div>
    </div>
  )
}
