import { useEffect, useRef } from 'react'
import { VideoCard } from '../cards/video-card'
import { LoadMoreButton } from '../widgets/load-more-button'
import type { VideoCardData } from './video-card-data'

interface Props {
  videos: readonly VideoCardData[]
  lockEmptyEntitlements: boolean
  section: string | null
  headingLevel: 'h2' | 'h3'
  more: { nextHref: string | null; loading: boolean; loadMore: () => void }
}

/**
 * A grid of video cards with SPEC §2.10 'Load more' (a real link to the next page without
 * JavaScript). A keyboard user who loads more moves on to the first card it added, so focus
 * is never left on a button that has gone.
 */
export function VideoGrid({ videos, lockEmptyEntitlements, section, headingLevel, more }: Props) {
  const list = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || more.loading || videos.length <= from) return
    focusFrom.current = null
    list.current?.querySelectorAll<HTMLElement>('a.video-card__link')[from]?.focus()
  }, [videos.length, more.loading])
  const onLoad = () => {
    focusFrom.current = document.activeElement?.closest('.load-more') ? videos.length : null
    more.loadMore()
  }
  return (
    <>
      <ul ref={list} className="video-grid" aria-busy={more.loading || undefined}>
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} lockEmptyEntitlements={lockEmptyEntitlements} section={section} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {more.nextHref ? <LoadMoreButton href={more.nextHref} loading={more.loading} onLoad={onLoad} /> : null}
    </>
  )
}
