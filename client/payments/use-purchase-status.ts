import { useEffect, useState } from 'react'
import type { PurchaseStatusResponse } from '../../shared/types/payments'
import { callApi } from '../account/api'
import { readEntitlements } from '../account/entitlements'
import type { AppState } from '../state/app-store'

/** A webhook's grant normally lands within a second or two of 'Pay'; a minute is well past that. */
const POLL_EVERY_MS = 1000
const GIVE_UP_AFTER_POLLS = 60

export type PurchaseView =
  | { kind: 'waiting' }
  | { kind: 'granted'; title: string; entitlements: string[] }
  | { kind: 'failed' }
  | { kind: 'slow' }
  | { kind: 'notFound' }
  | { kind: 'signIn' }

/**
 * /payment-successful (issue 11 §4): asks GET /api/payments/purchase-status
 * every second until the webhook's grant is there, then reads the
 * entitlements again so everything the purchase unlocks plays at once,
 * without a reload. Waits for the §4.6 login check first (an expired access
 * token is refreshed there).
 */
export function usePurchaseStatus(store: AppState, sessionId: string | null, loginChecked: boolean, loggedIn: boolean): PurchaseView {
  const [view, setView] = useState<PurchaseView>({ kind: 'waiting' })
  useEffect(() => {
    if (!sessionId || !loginChecked) return
    if (!loggedIn) {
      setView({ kind: 'signIn' })
      return
    }
    let stopped = false
    let polls = 0
    let timer = 0
    const poll = async () => {
      polls += 1
      const path = `/api/payments/purchase-status?session_id=${encodeURIComponent(sessionId)}`
      const { answer, body } = await callApi<PurchaseStatusResponse>('GET', path)
      if (stopped) return
      if (answer !== 'networkError' && answer.status === 200 && body) {
        if (body.status === 'granted') {
          await readEntitlements(store)
          if (!stopped) setView({ kind: 'granted', title: body.packageTitle, entitlements: body.entitlements })
          return
        }
        if (body.status === 'failed') return setView({ kind: 'failed' })
      } else if (answer !== 'networkError' && answer.status === 404) return setView({ kind: 'notFound' })
      else if (answer !== 'networkError' && answer.status === 401) return setView({ kind: 'signIn' })
      if (polls >= GIVE_UP_AFTER_POLLS) return setView({ kind: 'slow' })
      timer = window.setTimeout(poll, POLL_EVERY_MS)
    }
    void poll()
    return () => {
      stopped = true
      window.clearTimeout(timer)
    }
  }, [store, sessionId, loginChecked, loggedIn])
  return view
}
