/**
 * Issue 21 §4: whether the browser says it is online, and word when that
 * changes (the window's `online` and `offline` events). Tests and the node
 * unit project hand in their own; without a window it is always online.
 */
export interface NetworkWatch {
  online(): boolean
  /** Calls back on every change; returns the way to stop listening. */
  listen(onChange: (online: boolean) => void): () => void
}

export const browserNetwork: NetworkWatch = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  listen(onChange) {
    if (typeof window === 'undefined') return () => undefined
    const online = () => onChange(true)
    const offline = () => onChange(false)
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  },
}
