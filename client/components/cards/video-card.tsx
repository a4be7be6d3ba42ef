import { formatDuration, truncateTitle } from '../../../shared/rules/formats'
import { ANONYMOUS_VIEWER, isUnlocked, videoLockState } from '../../../shared/rules/video-lock'
import type { VideoListItem } from '../../../shared/types/video'
import { useT } from '../../hooks/use-t'

/** A video teaser with its duration and, when locked (SPEC §4.3), a padlock. */
export function VideoCard({ video, lockEmptyEntitlements }: { video: VideoListItem; lockEmptyEntitlements: boolean }) {
  const t = useT()
  const state = videoLockState(video.metaData.SysEntryEntitlements, ANONYMOUS_VIEWER, lockEmptyEntitlements)
  const locked = !isUnlocked(state)
  return (
    <article className="video-card">
      <a href={`/videos/${encodeURIComponent(video.mediaData.entryId)}`} className="video-card__link">
        <div className="video-card__media">
          <img src={video.mediaData.thumbnailUrl} alt="" width={300} height={169} loading="lazy" />
          <span className="video-card__duration">{formatDuration(video.metaData.VideoDuration)}</span>
          {locked ? (
            <span className="video-card__lock" title={t('video.locked')}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z"
                />
              </svg>
              <span className="visually-hidden">{t('video.locked')}</span>
            </span>
          ) : null}
        </div>
        <h3 className="video-card__title">{truncateTitle(video.metaData.title)}</h3>
      </a>
    </article>
  )
}
