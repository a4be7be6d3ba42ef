import { responsiveImage } from '../../shared/images'
import { formatDate, formatDuration } from '../../shared/rules/formats'
import type { VideoEntryPage as EntryData } from '../../shared/types/video-pages'
import { VideoCard } from '../components/cards/video-card'
import { deferred } from '../components/deferred'
import { PadlockIcon, PlayIcon } from '../components/video/padlock-icon'
import { useVideoLock } from '../components/video/use-video-lock'
import { cardFromListItem } from '../components/video/video-card-data'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { VideoRail } from '../components/video/video-rail'
import { useT } from '../hooks/use-t'
import { openVideo } from '../player/open-video'
import { useAppSnapshot, useStore } from '../state/store-context'

// Issue 20 §4, issue 22 §3: the replay's chapter list, static text the first paint shows but whose code can come after hydration begins.
const VideoEntryChapters = deferred(() => import('../components/video/video-entry-chapters').then((m) => m.VideoEntryChapters))

const POSTER = { width: 960, height: 540 }
// video-entry.css: 1.6 of 2.6 columns of the container from 1024 px, the container's width below.
const POSTER_SIZES = '(min-width: 1240px) 720px, (min-width: 1024px) 58vw, (min-width: 760px) calc(100vw - 48px), calc(100vw - 32px)'

/**
 * /videos/{videoID}: one entry. The player (SPEC §2.6) opens over this page with the data it
 * carries: the entry's list item, its section and the related list. Here: the poster with
 * 'Watch Now' (or the padlock and the tier's message, §4.3, §8.3), the details, and more of
 * the same category.
 */
export function VideoEntryPage({ page }: { page: EntryData }) {
  const t = useT()
  const store = useStore()
  const { payload } = useAppSnapshot()
  const { video } = page
  const card = cardFromListItem(video.item)
  const lock = useVideoLock(card.entitlements, page.lockEmptyEntitlements)
  const watch = () =>
    openVideo(store, {
      entryId: card.entryId,
      title: card.title,
      section: page.section,
      // On the entry's own page openVideo keeps the entry point the visitor came with.
      entryPoint: payload.url,
    })
  const categoryUrl = video.category?.url ?? null
  return (
    <div className="video-hub">
      <VideoHubNav />
      <article className="video-entry" aria-labelledby="video-entry-title">
        <div className="video-entry__stage">
          <div className="container video-entry__layout">
            <div className="video-entry__poster">
              {/* No picture (issue 20 §5): the placeholder, never a request for an empty key (the card does the same). */}
              {card.thumbnailKey ? (
                <img
                  {...responsiveImage(card.thumbnailKey, POSTER, POSTER_SIZES)}
                  alt={card.title}
                  width={POSTER.width}
                  height={POSTER.height}
                  fetchPriority="high"
                />
              ) : (
                <div className="image-placeholder" role="img" aria-label={card.title} />
              )}
              <button type="button" className="video-entry__play" onClick={watch} aria-describedby={lock ? 'video-entry-lock' : undefined}>
                {lock ? <PadlockIcon size={28} /> : <PlayIcon size={32} />}
                <span>{t('video.watchNow')}</span>
              </button>
            </div>
            <div className="video-entry__details">
              {video.category && categoryUrl ? (
                <p className="video-hub__kicker">
                  <a href={categoryUrl}>{video.category.name}</a>
                </p>
              ) : null}
              <h1 id="video-entry-title" className="video-entry__title">
                {card.title}
              </h1>
              {lock ? (
                <p className="video-entry__locked" id="video-entry-lock">
                  <PadlockIcon size={16} />
                  <span>{t(lock)}</span>
                </p>
              ) : null}
              <dl className="video-entry__facts">
                <div>
                  <dt>{t('videoHub.duration')}</dt>
                  <dd>{formatDuration(card.durationSeconds)}</dd>
                </div>
                <div>
                  <dt>{t('videoHub.published')}</dt>
                  <dd>
                    <time dateTime={video.releaseFrom}>{formatDate(video.releaseFrom)}</time>
                  </dd>
                </div>
                {video.teamName ? (
                  <div>
                    <dt>{t('videoHub.team')}</dt>
                    <dd>{video.teamName}</dd>
                  </div>
                ) : null}
                {video.seasonName ? (
                  <div>
                    <dt>{t('videoHub.season')}</dt>
                    <dd>{video.seasonName}</dd>
                  </div>
                ) : null}
                {video.channel ? (
                  <div>
                    <dt>{t('videoHub.channel')}</dt>
                    <dd>
                      <a href={`/videos/channel/${encodeURIComponent(video.channel.slug)}`}>{video.channel.name}</a>
                    </dd>
                  </div>
                ) : null}
              </dl>
              {video.description ? <p className="video-entry__description">{video.description}</p> : null}
              {/* Issue 20 §4: a replay's chapters, readable without the player (the player seeks to them). */}
              {video.chapters.length > 0 ? <VideoEntryChapters chapters={video.chapters} /> : null}
            </div>
          </div>
        </div>
      </article>
      <div className="container video-hub__body">
        <VideoRail
          id="related"
          heading={video.category ? t('videoHub.related', { category: video.category.name }) : t('videoHub.latestVideos')}
          moreUrl={categoryUrl}
          items={page.related.map((item) => ({
            key: item.id,
            card: <VideoCard video={cardFromListItem(item)} lockEmptyEntitlements={page.lockEmptyEntitlements} section={page.section} />,
          }))}
        />
      </div>
    </div>
  )
}
