import { playerPath } from '../../../shared/rules/football-paths'
import { videoEntryPath } from '../../../shared/rules/video-entry-point'
import type { MatchDetail, SectionSponsor } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'
import { openAudio } from '../../player/open-audio'
import { isPlainClick, openVideo } from '../../player/open-video'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { SponsorSlot } from '../football/sponsor-slot'

/** Player of the match with its section sponsor slot (SPEC §3 'player of the match'). */
export function PlayerOfTheMatch({ match, sponsor }: { match: MatchDetail; sponsor: SectionSponsor | null }) {
  const t = useT()
  const potm = match.playerOfTheMatch
  if (!potm) return null
  return (
    <section className="mc-panel potm" aria-labelledby="mc-potm">
      <h2 id="mc-potm" className="mc-panel__title">
        {t('matchCentre.potm')}
      </h2>
      <p className="potm__name">{potm.playerSlug ? <a href={playerPath(match.team.slug, potm.playerSlug)}>{potm.name}</a> : potm.name}</p>
      {potm.citation ? <p className="potm__citation">{potm.citation}</p> : null}
      <SponsorSlot sponsor={sponsor} className="potm__sponsor" />
    </section>
  )
}

/**
 * Where the match can be heard or watched (issue 9 §6): the replay opens the
 * video player and the commentary opens the audio panel, from this page (the
 * entry point the player returns to). Live video is offered by the live work.
 */
export function MatchMedia({ match }: { match: MatchDetail }) {
  const t = useT()
  const store = useStore()
  const { payload } = useAppSnapshot()
  const { liveAudio, liveVideo, replay } = match.media
  const fixture = `${match.home.name} v ${match.away.name}`
  const nothing = !liveAudio && !liveVideo && !replay
  return (
    <section className="mc-panel" aria-labelledby="mc-media">
      <h2 id="mc-media" className="mc-panel__title">
        {t('matchCentre.watchListen')}
      </h2>
      {nothing ? (
        <p className="mc-panel__empty">{t('matchCentre.noMedia')}</p>
      ) : (
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
          {liveVideo ? <li className="media-list__item">{t('matchCentre.liveVideo')}</li> : null}
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
        </ul>
      )}
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
