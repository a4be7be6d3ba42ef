import { Fragment, useId, useState } from 'react'
import type { NewsSummary } from '../../../shared/types/news'
import type { AggregatedFeedBlock } from '../../../shared/types/page'
import type { PagePayload } from '../../../shared/types/page-payload'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'
import { NewsCard } from '../cards/news-card'
import { FeedAdvert } from './feed-advert'
import { LoadMoreButton } from './load-more-button'

/** The advert takes the fourth place: after the first row on a phone pair, inside the first row of four. */
const ADVERT_AFTER = 3

/**
 * SPEC §2.10 aggregated feed: 'Latest from' the club, the newest articles as
 * cards, its §3 advert at 'content-feed' size among them, and 'Load more'. The
 * server renders it whole; 'Load more' is a link to ?feed=N+1 without
 * JavaScript, and with it the next payload is fetched and what is new appended.
 */
export function AggregatedFeedWidget({ block }: { block: AggregatedFeedBlock }) {
  const t = useT()
  const { payload } = useAppSnapshot()
  const [items, setItems] = useState<readonly NewsSummary[]>(block.items)
  const [steps, setSteps] = useState(block.steps)
  const [total, setTotal] = useState(block.total)
  const [loading, setLoading] = useState(false)
  const nextHref = `${payload.url.split('?')[0]}?feed=${steps + 1}`
  const headingId = useId()

  const loadMore = async () => {
    setLoading(true)
    try {
      const response = await fetch(`/api/page?path=${encodeURIComponent(nextHref)}`, { headers: { Accept: 'application/json' } })
      const body = (await response.json()) as { data?: { attributes?: PagePayload } }
      const next = body.data?.attributes?.page
      const feed = next?.kind === 'cmsPage' ? next.blocks.find((b) => b.type === 'aggregated-feed') : undefined
      if (!response.ok || !feed) throw new Error(`load more failed (${response.status})`)
      const known = new Set(items.map((item) => item.id))
      setItems([...items, ...feed.items.filter((item) => !known.has(item.id))])
      setSteps(feed.steps)
      setTotal(feed.total)
      // The address follows, so a reload or a shared link shows the same list.
      history.replaceState(history.state, '', nextHref)
    } catch {
      location.assign(nextHref)
    } finally {
      setLoading(false)
    }
  }

  const advertAt = Math.min(ADVERT_AFTER, items.length)
  return (
    <section className="aggregated-feed" aria-labelledby={headingId}>
      <h2 id={headingId} className="aggregated-feed__title">
        {t('feed.latestFrom', { club: block.clubName })}
      </h2>
      <div className="card-grid">
        {items.map((item, index) => (
          <Fragment key={item.id}>
            {index === advertAt && block.advert ? <FeedAdvert advert={block.advert} /> : null}
            <NewsCard item={item} />
          </Fragment>
        ))}
        {advertAt === items.length && block.advert ? <FeedAdvert advert={block.advert} /> : null}
      </div>
      <p className="aggregated-feed__count" aria-live="polite">
        {t('category.showing', { shown: items.length, total })}
      </p>
      {items.length < total ? <LoadMoreButton href={nextHref} loading={loading} onLoad={loadMore} /> : null}
    </section>
  )
}
