import { useEffect } from 'react'

/** SPEC §4.8: an open overlay locks the page behind it from scrolling. */
export function useBodyLock(locked: boolean): void {
  useEffect(() => {
    document.body.classList.toggle('is-locked', locked)
    return () => document.body.classList.remove('is-locked')
  }, [locked])
}
