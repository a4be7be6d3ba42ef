import { useId } from 'react'
import { IMAGE_SIZES, responsiveImage } from '../../../shared/images'
import { formatDuration } from '../../../shared/rules/formats'
import { useT } from '../../hooks/use-t'
import { CutTitle } from '../video/cut-title'
import { PadlockIcon } from '../video/padlock-icon'
import type { VideoCardData } from '../video/video-card-data'
import { useOpenVideoClick } from '../video/use-open-video-click'
import { useVideoLock } from '../video/use-video-lock'

interface Props {
  video: VideoCardData
  lockEmptyEntitlements: boolean
  /** SPEC §2.6: the player's sidebar section for this list (null: 'Latest'). */
  section?: string | null
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
  /** How wide the layout shows the card (the sizes attribute); the hub's carousels by default. */
  sizes?: string
}

// The video hub's carousels (video-card.css): most of a phone's screen, four or five to a row on desktop.
const CAROUSEL_SIZES = '(min-width: 1240px) 250px, (min-width: 1024px) 20vw, (min-width: 760px) 45vw, 88vw'

/**
 * A video teaser: thumbnail (width 300, SPEC §9.5) with its duration (§9.1), the title cut at
 * 48 characters (the whole title for assistive tech and on hover), and, when locked for this
 * viewer (§4.3), a padlock with the tier's message (§8.3). The title is the card's one link and
 * stretches over the whole card; a click opens the video (client/player/open-video.ts).
 */
export function VideoCard({
  video,
  lockEmptyEntitlements,
  section = null,
  headingLevel: Heading = 'h3',
  priority,
  sizes = CAROUSEL_SIZES,
}: Props) {
  const t = useT()
  const lock = useVideoLock(video.entitlements, lockEmptyEntitlements)
  const lockId = useId()
  const onClick = useOpenVideoClick(video, section)
  return (
    <article className={lock ? 'video-card video-card--locked' : 'video-card'}>
      <div className="video-card__media">
        {/* A video without a picture (issue 20 §5) shows the placeholder, never a request for an empty key. */}
        {video.thumbnailKey ? (
          <img
            {...responsiveImage(video.thumbnailKey, IMAGE_SIZES.videoThumbnail, sizes)}
            alt={video.title}
            width={300}
            height={169}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="image-placeholder" role="img" aria-label={video.title} />
        )}
        <span className="video-card__duration">{formatDuration(video.durationSeconds)}</span>
        {lock ? (
          <span className="video-card__badge" aria-hidden="true">
            <PadlockIcon />
          </span>
        ) : null}
      </div>
      <Heading className="video-card__title">
        <a
          href={`/videos/${encodeURIComponent(video.entryId)}`}
          className="video-card__link"
          onClick={onClick}
          aria-describedby={lock ? lockId : undefined}
        >
          {/* The cut title for the eye, the whole one for a screen reader: an aria-label over visible text that
              ends in '...' fails WCAG 2.5.3 (label in name). */}
          <CutTitle title={video.title} />
        </a>
      </Heading>
      {lock ? (
        <p className="video-card__locked" id={lockId}>
          <PadlockIcon size={14} />
          <span>{t(lock)}</span>
        </p>
      ) : null}
    </article>
  )
}
