import { useCallback, useEffect, useRef, useState } from 'react'
import { INITIAL_SEARCH, type SearchFlowEvent, type SearchFlowState, searchFlow } from '../../../shared/rules/search-flow'
import { atLeast } from './use-debounced'

export type SearchStatus<R> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; result: R } | { kind: 'failed' }

/**
 * Runs the SPEC §4.9 search flow: events go through the pure rule, and each
 * 'search' effect fetches (the newest request wins; older ones are aborted).
 * `pages` turns a result into the page count for previous/next clamping.
 */
export function useSearchFlow<R>(fetchPage: (state: SearchFlowState, signal: AbortSignal) => Promise<R>, pages: (result: R) => number) {
  const [flow, setFlow] = useState<SearchFlowState>(INITIAL_SEARCH)
  const [status, setStatus] = useState<SearchStatus<R>>({ kind: 'idle' })
  const [request, setRequest] = useState(0)
  const flowRef = useRef(flow)
  flowRef.current = flow

  const dispatch = useCallback((event: SearchFlowEvent) => {
    const { state, effect } = searchFlow(flowRef.current, event)
    flowRef.current = state
    setFlow(state)
    if (effect === 'search') setRequest((n) => n + 1)
    else if (event.type === 'term' && state.term.trim() === '') setStatus({ kind: 'idle' })
  }, [])

  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const pagesRef = useRef(pages)
  pagesRef.current = pages

  useEffect(() => {
    if (request === 0) return
    const controller = new AbortController()
    setStatus({ kind: 'loading' })
    atLeast(fetchRef.current(flowRef.current, controller.signal))
      .then((result) => {
        if (controller.signal.aborted) return
        const next = searchFlow(flowRef.current, { type: 'results', totalPages: pagesRef.current(result) }).state
        flowRef.current = next
        setFlow(next)
        setStatus({ kind: 'done', result })
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return
        // SPEC §8.3: a failed search is logged and shows 'No results found'.
        console.warn('search failed', err instanceof Error ? err.message : String(err))
        setStatus({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [request])

  return { flow, status, dispatch }
}
