import { useState } from 'react'
import type { PageData, PagePayload } from '../../shared/types/page-payload'
import { countForm } from '../../shared/rules/count-form'
import type { NewsSummary } from '../../shared/types/news'
import { NewsCard } from '../components/cards/news-card'
import { LoadMoreButton } from '../components/widgets/load-more-button'
import { useT } from '../hooks/use-t'

type CategoryData = Extract<PageData, { kind: 'category' }>
type CategoriesData = Extract<PageData, { kind: 'categories' }>

/** /category: every category with its article count. */
export function CategoriesPage({ page }: { page: CategoriesData }) {
  const t = useT()
  return (
    <div className="container categories-page">
      <h1 className="page-title">{t('category.title')}</h1>
      <ul className="category-list">
        {page.categories.map((c) => (
          <li key={c.id}>
            <a
              href={`/category/${encodeURIComponent(c.slug)}`}
              className="category-list__link"
              lang={c.locale}
              dir={c.locale === 'ar' ? 'rtl' : undefined}
            >
              <span className="category-list__name">{c.name}</span>
              <span className="category-list__count" lang="en" dir="ltr">
                {t(`category.articles.${countForm(c.count)}`, { count: c.count })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Keyed by category so SPA navigation between categories starts a fresh list. */
export function CategoryPage({ page }: { page: CategoryData }) {
  return <CategoryNews key={page.category.slug} page={page} />
}

/**
 * SPEC §2.1 category news with 'Load more' (SPEC §2.10): a link to ?page=N+1 without JavaScript;
 * with it, the next payload is fetched and the new articles are appended in place.
 */
function CategoryNews({ page }: { page: CategoryData }) {
  const t = useT()
  const [items, setItems] = useState<readonly NewsSummary[]>(page.items)
  const [step, setStep] = useState(page.page)
  const [loading, setLoading] = useState(false)
  const base = `/category/${encodeURIComponent(page.category.slug)}`
  const nextHref = `${base}?page=${step + 1}`

  const loadMore = async () => {
    setLoading(true)
    try {
      const response = await fetch(`/api/page?path=${encodeURIComponent(nextHref)}`, { headers: { Accept: 'application/json' } })
      const body = (await response.json()) as { data?: { attributes?: PagePayload } }
      const next = body.data?.attributes?.page
      if (!response.ok || next?.kind !== 'category') throw new Error(`load more failed (${response.status})`)
      const known = new Set(items.map((i) => i.id))
      setItems([...items, ...next.items.filter((i) => !known.has(i.id))])
      setStep(step + 1)
      // The address follows, so a reload or a shared link shows the same list.
      history.replaceState(history.state, '', nextHref)
    } catch {
      location.assign(nextHref)
    } finally {
      setLoading(false)
    }
  }

  return (
    <div className="container category-page">
      <h1 className="page-title">{page.category.name}</h1>
      {items.length === 0 ? <p className="news-listing__empty">{t('category.empty')}</p> : null}
      <div className="card-grid">
        {items.map((item, index) => (
          <NewsCard key={item.id} item={item} priority={index < 4} headingLevel="h2" />
        ))}
      </div>
      <p className="category-page__count" aria-live="polite">
        {t('category.showing', { shown: items.length, total: page.total })}
      </p>
      {items.length < page.total ? <LoadMoreButton href={nextHref} loading={loading} onLoad={loadMore} /> : null}
    </div>
  )
}
