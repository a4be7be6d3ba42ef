import { paginationWindow } from '../../../shared/rules/pagination-window'
import type { SearchFlowEvent } from '../../../shared/rules/search-flow'
import { useT } from '../../hooks/use-t'

/**
 * SPEC §2.5 page buttons (the window rule of shared/rules/pagination-window.ts) with clamped previous
 * and next. Unavailable buttons are aria-disabled rather than disabled: a natively disabled button
 * loses focus, and a keyboard user who pressed Next onto the last page, or any button while the page
 * loads (`busy`), keeps their place in the pager. Page buttons are keyed by page, so the pressed one
 * stays mounted when the window moves.
 */
export function SearchPager({
  page,
  totalPages,
  busy,
  dispatch,
}: {
  page: number
  totalPages: number
  busy: boolean
  dispatch: (event: SearchFlowEvent) => void
}) {
  const t = useT()
  if (totalPages <= 1) return null
  const press = (unavailable: boolean, event: SearchFlowEvent) => () => {
    if (!unavailable) dispatch(event)
  }
  const atFirst = busy || page <= 0
  const atLast = busy || page >= totalPages - 1
  return (
    <nav className="search-pager" aria-label={t('search.pages')} aria-busy={busy || undefined}>
      <button
        type="button"
        className="search-pager__step"
        aria-disabled={atFirst || undefined}
        onClick={press(atFirst, { type: 'previous' })}
      >
        {t('search.previous')}
      </button>
      <ul>
        {paginationWindow(page, totalPages).map((index) => (
          <li key={index}>
            <button
              type="button"
              className="search-pager__page"
              aria-current={index === page ? 'page' : undefined}
              aria-disabled={busy || undefined}
              aria-label={t('search.page', { page: index + 1 })}
              onClick={press(busy, { type: 'page', page: index })}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="search-pager__step" aria-disabled={atLast || undefined} onClick={press(atLast, { type: 'next' })}>
        {t('search.next')}
      </button>
    </nav>
  )
}
