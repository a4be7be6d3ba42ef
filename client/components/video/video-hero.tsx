import { IMAGE_SIZES, imageUrl, responsiveImage } from '../../../shared/images'
import { pictureKeyOfUrl } from '../../../shared/rules/video-picture'
import { formatDuration, truncateTitle } from '../../../shared/rules/formats'
import type { VideoHero as Hero } from '../../../shared/types/video-pages'
import { useT } from '../../hooks/use-t'
import { useViewer } from '../../hooks/use-viewer'
import { useAppSnapshot } from '../../state/store-context'
import { PadlockIcon, PlayIcon } from './padlock-icon'
import { useOpenVideoClick } from './use-open-video-click'
import { useVideoLock } from './use-video-lock'
import { cardFromListItem } from './video-card-data'

const FEATURED_SIZE = { width: 640, height: 360 }
// Beside the title from 1024 px, the width of the screen below it.
const FEATURED_SIZES = '(min-width: 1024px) 530px, calc(100vw - 34px)'

/**
 * The top of /videos: the service's name, the SPEC §1 promo line for this viewer
 * (logged out: log in or sign up; logged in: watch and listen live), and the newest
 * video with 'Watch Now', or its padlock and message when locked. The newest
 * video's picture, blurred, is the backdrop (the configured hero images are
 * promotional artwork with their own text, which cannot sit under a title).
 */
export function VideoHeroBanner({ hero, kicker, lockEmptyEntitlements }: { hero: Hero; kicker: string; lockEmptyEntitlements: boolean }) {
  const t = useT()
  const { chrome } = useAppSnapshot()
  const viewer = useViewer()
  const backdropKey = hero.featured ? pictureKeyOfUrl(hero.featured.mediaData.thumbnailUrl) : null
  return (
    <section className="video-hero" aria-labelledby="video-hero-title">
      {backdropKey ? (
        <div className="video-hero__backdrop" aria-hidden="true">
          {/* Blurred to a wash of colour: the smallest thumbnail does. Low: not preloaded ahead of the
              stylesheet and the featured poster, the page's LCP (issue 22: React preloads the first ten eager
              images of a document before any stylesheet). */}
          <img src={imageUrl(backdropKey, IMAGE_SIZES.videoThumbnail)} alt="" width={300} height={169} fetchPriority="low" />
        </div>
      ) : null}
      <div className="container video-hero__inner">
        <div className="video-hero__text">
          <p className="video-hero__kicker">{kicker}</p>
          <h1 id="video-hero-title" className="video-hero__title">
            {hero.title}
          </h1>
          <p className="video-hero__lede">{hero.text}</p>
          <p className="video-hero__promo">
            {viewer.loggedIn ? t('account.promoLoggedIn', { club: chrome.settings.clubName }) : t('account.promo')}
          </p>
        </div>
        {hero.featured ? <Featured video={cardFromListItem(hero.featured)} lockEmptyEntitlements={lockEmptyEntitlements} /> : null}
      </div>
    </section>
  )
}

function Featured({ video, lockEmptyEntitlements }: { video: ReturnType<typeof cardFromListItem>; lockEmptyEntitlements: boolean }) {
  const t = useT()
  const lock = useVideoLock(video.entitlements, lockEmptyEntitlements)
  const onClick = useOpenVideoClick(video, null)
  const shown = truncateTitle(video.title)
  return (
    <div className="video-hero__featured">
      <div className="video-hero__poster">
        {video.thumbnailKey ? (
          <img
            {...responsiveImage(video.thumbnailKey, FEATURED_SIZE, FEATURED_SIZES)}
            alt={video.title}
            width={FEATURED_SIZE.width}
            height={FEATURED_SIZE.height}
            fetchPriority="high"
          />
        ) : (
          <div className="image-placeholder" role="img" aria-label={video.title} />
        )}
        <span className="video-card__duration">{formatDuration(video.durationSeconds)}</span>
      </div>
      <div className="video-hero__featured-body">
        <p className="video-hero__label">{t('videoHub.latestVideo')}</p>
        <p className="video-hero__featured-title" title={shown === video.title ? undefined : video.title}>
          {shown}
        </p>
        <a
          href={`/videos/${encodeURIComponent(video.entryId)}`}
          className="hub-button"
          onClick={onClick}
          aria-label={`${t('video.watchNow')}: ${video.title}`}
        >
          {lock ? <PadlockIcon /> : <PlayIcon size={18} />}
          {t('video.watchNow')}
        </a>
        {lock ? <p className="video-hero__locked">{t(lock)}</p> : null}
      </div>
    </div>
  )
}
