import { useEffect, useState } from 'react'
import { pickedAdvertState } from '../../shared/rules/advert-eligibility'

/** setTimeout's longest wait (about 24.8 days); an advert ending later is checked again on the next page. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * Whether an advert the server picked for this page is still to be shown: the
 * page may come from the edge cache long after it was made, so the browser
 * hides the advert once its window has ended (SPEC §5), and at the moment it
 * ends while the page is open. Shown on the first render, as the server
 * rendered it, so hydration matches; the check runs right after.
 */
export function useAdvertWindow(advert: { endUTC: string }): boolean {
  const [shown, setShown] = useState(true)
  useEffect(() => {
    if (pickedAdvertState(advert, new Date()) === 'ended') {
      setShown(false)
      return
    }
    setShown(true)
    // One millisecond past the end: the end itself still belongs to the window.
    const wait = Date.parse(advert.endUTC) - Date.now() + 1
    if (wait > LONGEST_TIMER_MS) return
    const timer = setTimeout(() => setShown(false), wait)
    return () => clearTimeout(timer)
  }, [advert])
  return shown
}
