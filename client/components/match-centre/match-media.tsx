import type { MatchPhase } from '../../../shared/rules/match-phase'
import { videoEntryPath } from '../../../shared/rules/video-entry-point'
import type { MatchDetail } from '../../../shared/types/football'
import type { LiveStreamSummary } from '../../../shared/types/stream'
import type { LiveUpgradeData } from '../../../shared/types/video'
import { useLiveT } from '../../hooks/use-live-t'
import { openAudio } from '../../player/open-audio'
import { openLiveVideo } from '../../player/open-live-video'
import { isPlainClick, openVideo } from '../../player/open-video'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { lazyPart } from '../lazy-part'
import { LiveUpgradeNotice } from '../live/live-upgrade-notice'
import { ReadyForKickoff } from '../live/ready-for-kickoff'
import { LoadingIndicator } from '../widgets/loading-indicator'

// Issue 22 §3: the docked player (its live session, socket and hls.js) loads when the supporter docks it, not with the page.
const LiveVideoPlayer = lazyPart(() => import('../live/live-video-player').then((m) => m.LiveVideoPlayer), {
  fallback: <LoadingIndicator />,
  close: (store) => {
    store.ui.matchCentre = { videoOpen: false, dockedVideo: null }
  },
})

interface Props {
  match: MatchDetail
  phase: MatchPhase
  liveUpgrade: LiveUpgradeData | null
}

/**
 * 'Watch and listen' (issue 9 §6, issue 10 §5): the live commentary opens the
 * audio panel, the live video plays docked here (SPEC §3 matchCentre
 * dockedVideo; 'Open the player' takes it to the §2.6 overlay), the replay
 * opens the video player, each from this page (the entry point the player
 * returns to); after the final whistle the full commentary opens the audio
 * panel on demand (§2.7, the §4.4 grant; it waits for 'Play stream'). Before kick-off "Ready for kick-off?" answers for this
 * supporter; the §2.10 live upgrade notice is there for those without access.
 */
export function MatchMedia({ match, phase, liveUpgrade }: Props) {
  const t = useLiveT()
  const store = useStore()
  const { payload, ui } = useAppSnapshot()
  const { liveAudio, liveVideo, replay, commentary } = match.media
  const fixture = `${match.home.name} v ${match.away.name}`
  const nothing = !liveAudio && !liveVideo && !replay && !commentary
  const streams: LiveStreamSummary[] = [
    ...(liveAudio ? [{ id: liveAudio, title: fixture, contentKind: 'audio' as const }] : []),
    ...(liveVideo ? [{ id: liveVideo, title: fixture, contentKind: 'video' as const }] : []),
  ]
  const docked = liveVideo !== null && ui.matchCentre.dockedVideo === liveVideo
  const beforeKickOff = phase === 'scheduled' || phase === 'awaitingKickOff'
  const dock = (assetId: string | null) => {
    store.ui.matchCentre = { videoOpen: assetId !== null, dockedVideo: assetId }
  }
  return (
    <section className="mc-panel match-media" aria-labelledby="mc-media">
      <h2 id="mc-media" className="mc-panel__title">
        {t('matchCentre.watchListen')}
      </h2>
      {nothing ? <p className="mc-panel__empty">{t('matchCentre.noMedia')}</p> : null}
      {/* The overlay plays the stream while it is open: one player per device. */}
      {docked && liveVideo && !ui.mediaPlayer.modalOpen ? (
        <div className="match-media__docked">
          <LiveVideoPlayer key={liveVideo} assetId={liveVideo} title={fixture} />
          <div className="match-media__dock-actions">
            <button
              type="button"
              className="chrome-button chrome-button--ghost"
              onClick={() => openLiveVideo(store, { assetId: liveVideo, title: fixture, entryPoint: payload.url })}
            >
              {t('live.openPlayer')}
            </button>
            <button type="button" className="chrome-button chrome-button--ghost" onClick={() => dock(null)}>
              {t('live.closeDocked')}
            </button>
          </div>
        </div>
      ) : null}
      {nothing ? null : (
        <ul className="media-list">
          {liveAudio ? (
            <li>
              <button
                type="button"
                className="media-list__item media-list__button"
                onClick={() => openAudio(store, { entryId: liveAudio, title: fixture, source: 'live' })}
              >
                <MediaGlyph kind="audio" />
                {t('matchCentre.liveAudio')}
              </button>
            </li>
          ) : null}
          {liveVideo && !docked ? (
            <li>
              <button type="button" className="media-list__item media-list__button" onClick={() => dock(liveVideo)}>
                <MediaGlyph kind="video" />
                {t('matchCentre.liveVideo')}
              </button>
            </li>
          ) : null}
          {replay ? (
            <li>
              <a
                className="media-list__item media-list__button"
                href={videoEntryPath(replay)}
                onClick={(event) => {
                  if (!isPlainClick(event)) return
                  event.preventDefault()
                  openVideo(store, { entryId: replay, title: fixture, section: null, entryPoint: payload.url })
                }}
              >
                <MediaGlyph kind="video" />
                {t('matchCentre.replay')}
              </a>
            </li>
          ) : null}
          {commentary ? (
            <li>
              <button
                type="button"
                className="media-list__item media-list__button"
                onClick={() => openAudio(store, { entryId: commentary, title: fixture, source: 'onDemand' })}
              >
                <MediaGlyph kind="audio" />
                {t('matchCentre.commentary')}
              </button>
            </li>
          ) : null}
        </ul>
      )}
      {beforeKickOff && streams.length > 0 ? <ReadyForKickoff streams={streams} matchId={match.id} /> : null}
      {liveUpgrade && streams.length > 0 ? <LiveUpgradeNotice data={liveUpgrade} streams={streams} matchId={match.id} /> : null}
    </section>
  )
}

function MediaGlyph({ kind }: { kind: 'audio' | 'video' }) {
  return (
    <svg className="media-list__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {kind === 'audio' ? (
        <path
          fill="currentColor"
          d="M12 3a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h2a3 3 0 0 0 3-3v-6a9 9 0 0 0-9-9z"
        />
      ) : (
        <path fill="currentColor" d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
      )}
    </svg>
  )
}
