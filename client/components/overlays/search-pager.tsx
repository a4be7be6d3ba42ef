import { paginationWindow } from '../../../shared/rules/pagination-window'
import type { SearchFlowEvent } from '../../../shared/rules/search-flow'
import { useT } from '../../hooks/use-t'

/** SPEC §2.5 page buttons (the window rule of shared/rules/pagination-window.ts) with clamped previous and next. */
export function SearchPager({
  page,
  totalPages,
  dispatch,
}: {
  page: number
  totalPages: number
  dispatch: (event: SearchFlowEvent) => void
}) {
  const t = useT()
  if (totalPages <= 1) return null
  return (
    <nav className="search-pager" aria-label={t('search.pages')}>
      <button type="button" className="search-pager__step" disabled={page <= 0} onClick={() => dispatch({ type: 'previous' })}>
        {t('search.previous')}
      </button>
      <ul>
        {paginationWindow(page, totalPages).map((index) => (
          <li key={index}>
            <button
              type="button"
              className="search-pager__page"
              aria-current={index === page ? 'page' : undefined}
              aria-label={t('search.page', { page: index + 1 })}
              onClick={() => dispatch({ type: 'page', page: index })}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="search-pager__step" disabled={page >= totalPages - 1} onClick={() => dispatch({ type: 'next' })}>
        {t('search.next')}
      </button>
    </nav>
  )
}
