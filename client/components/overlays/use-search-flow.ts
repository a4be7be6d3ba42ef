import { useCallback, useEffect, useRef, useState } from 'react'
import { INITIAL_SEARCH, type SearchFlowEvent, type SearchFlowState, sameQuery, searchFlow } from '../../../shared/rules/search-flow'
import { atLeast } from './use-debounced'

/**
 * 'loading' keeps the results shown before a page move (`previous`), so the list and the focused
 * pager or 'Load more' button stay mounted while the next page loads.
 */
export type SearchStatus<R> = { kind: 'idle' } | { kind: 'loading'; previous?: R } | { kind: 'done'; result: R } | { kind: 'failed' }

export interface SearchFlowOptions<R> {
  /** Turns a result into the page count for previous/next clamping. */
  pages: (result: R) => number
  /** How a page move's result joins the results shown before it; by default it replaces them. */
  merge?: (shown: R, next: R) => R
}

/**
 * Runs the SPEC §4.9 search flow: events go through the pure rule, and each 'search' effect
 * fetches (the newest request wins; older ones are aborted, and so is one in flight when the
 * term is cleared, so a late answer never shows results under an empty box).
 */
export function useSearchFlow<R>(fetchPage: (state: SearchFlowState, signal: AbortSignal) => Promise<R>, options: SearchFlowOptions<R>) {
  const [flow, setFlow] = useState<SearchFlowState>(INITIAL_SEARCH)
  const [status, setStatus] = useState<SearchStatus<R>>({ kind: 'idle' })
  const [request, setRequest] = useState(0)
  const flowRef = useRef(flow)
  flowRef.current = flow
  const inFlight = useRef<AbortController | null>(null)
  // The results on screen and the state they answer, to tell a page move from a new search.
  const shown = useRef<{ state: SearchFlowState; result: R } | null>(null)

  const dispatch = useCallback((event: SearchFlowEvent) => {
    const { state, effect } = searchFlow(flowRef.current, event)
    flowRef.current = state
    setFlow(state)
    if (effect === 'search') setRequest((n) => n + 1)
    else if (event.type === 'term' && state.term.trim() === '') {
      inFlight.current?.abort()
      shown.current = null
      setStatus({ kind: 'idle' })
    }
  }, [])

  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const optionsRef = useRef(options)
  optionsRef.current = options

  useEffect(() => {
    if (request === 0) return
    const controller = new AbortController()
    inFlight.current = controller
    const asked = flowRef.current
    const previous = shown.current && sameQuery(shown.current.state, asked) ? shown.current.result : undefined
    setStatus({ kind: 'loading', previous })
    atLeast(fetchRef.current(asked, controller.signal))
      .then((page) => {
        if (controller.signal.aborted) return
        const { merge, pages } = optionsRef.current
        const result = previous !== undefined && merge ? merge(previous, page) : page
        shown.current = { state: asked, result }
        const next = searchFlow(flowRef.current, { type: 'results', totalPages: pages(result) }).state
        flowRef.current = next
        setFlow(next)
        setStatus({ kind: 'done', result })
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return
        // SPEC §8.3: a failed search is logged and shows 'No results found'.
        console.warn('search failed', err instanceof Error ? err.message : String(err))
        shown.current = null
        setStatus({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [request])

  return { flow, status, dispatch }
}

/** The results to show: the answer, or while a page loads the results before it. */
export function shownResult<R>(status: SearchStatus<R>): R | undefined {
  return status.kind === 'done' ? status.result : status.kind === 'loading' ? status.previous : undefined
}
