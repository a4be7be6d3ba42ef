import { useCallback, useEffect, useState } from 'react'
import { type ApiError, apiGet } from './admin-api'

export type AdminData<T> = { status: 'loading' } | { status: 'failed'; errors: ApiError[] } | { status: 'ready'; data: T }

/**
 * Reads one back-office API in the browser (the server renders the loading
 * state): a newer URL wins over an older answer still on its way.
 */
export function useAdminData<T>(url: string | null): { state: AdminData<T>; reload: () => void } {
  const [state, setState] = useState<AdminData<T>>({ status: 'loading' })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((n) => n + 1), [])

  useEffect(() => {
    // round is read so that reload() asks again.
    if (url === null || round < 0) return
    const controller = new AbortController()
    apiGet<T>(url, controller.signal)
      .then((result) => setState(result.ok ? { status: 'ready', data: result.body } : { status: 'failed', errors: result.errors }))
      .catch(() => {
        // Aborted: a newer request replaced this one.
      })
    return () => controller.abort()
  }, [url, round])

  return { state, reload }
}
