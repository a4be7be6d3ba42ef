import type { MouseEvent } from 'react'
import { useT } from '../../hooks/use-t'
import { LoadingIndicator } from './loading-indicator'

/**
 * SPEC §2.10 'Load more' with its loading state. A real link to the next page, so it works without
 * JavaScript; with it, `onLoad` appends in place and the link's default is prevented.
 */
export function LoadMoreButton({ href, loading, onLoad }: { href: string; loading: boolean; onLoad?: () => void }) {
  const t = useT()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onLoad) return
    event.preventDefault()
    if (!loading) onLoad()
  }
  return (
    <div className="load-more">
      {loading ? <LoadingIndicator /> : null}
      <a href={href} className="button button--primary load-more__button" aria-disabled={loading || undefined} onClick={onClick}>
        {t('widget.loadMore')}
      </a>
    </div>
  )
}
