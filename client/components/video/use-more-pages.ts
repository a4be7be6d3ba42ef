import { useRef, useState } from 'react'
import type { PageData, PagePayload } from '../../../shared/types/page-payload'

/**
 * SPEC §2.10 'Load more' over the page-data endpoint: the next page of the same page kind
 * is fetched (GET /api/page?path=…&page=N) and its items are added below, skipping any already
 * shown (a new release can move one across a page boundary). The first page comes with the
 * document; key the caller by the address so new filters start again. A failure is logged only
 * (SPEC §8.3 video list fetch failure) and the button stays, to try again.
 */
export function useMorePages<T extends { id: string }>(options: {
  first: readonly T[]
  firstPage: number
  total: number
  lastPage: number
  pathFor: (page: number) => string
  pick: (page: PageData) => readonly T[] | null
}) {
  const [added, setAdded] = useState<{ items: T[]; page: number }>({ items: [], page: options.firstPage })
  const [loading, setLoading] = useState(false)
  const busy = useRef(false)
  const items = [...options.first, ...added.items]
  const nextPage = added.page + 1
  const more = items.length < options.total && nextPage <= options.lastPage

  const loadMore = async () => {
    if (busy.current || !more) return
    busy.current = true
    setLoading(true)
    try {
      const response = await fetch(`/api/page?path=${encodeURIComponent(options.pathFor(nextPage))}`, {
        headers: { Accept: 'application/json' },
      })
      const body = (await response.json()) as { data?: { attributes?: PagePayload } }
      const page = body.data?.attributes?.page
      const next = page ? options.pick(page) : null
      if (!response.ok || !next) throw new Error(`page ${nextPage} answered ${response.status}`)
      setAdded((current) => {
        const seen = new Set([...options.first, ...current.items].map((item) => item.id))
        return { items: [...current.items, ...next.filter((item) => !seen.has(item.id))], page: nextPage }
      })
    } catch (error) {
      console.warn('video list fetch failed', error)
    } finally {
      busy.current = false
      setLoading(false)
    }
  }

  return { items, loading, nextHref: more ? options.pathFor(nextPage) : null, loadMore }
}
