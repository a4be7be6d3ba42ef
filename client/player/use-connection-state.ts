import { useCallback, useEffect, useRef, useState } from 'react'
import { browserNetwork, type NetworkWatch } from './network-watch'

/**
 * Issue 21 §4: what a live player says about the network. 'offline' from
 * the browser's `offline` event; 'rejoining' once it is back, until the
 * player's fresh session check is granted ('rejoined', said for a few
 * seconds, then quiet again).
 */
export type ConnectionState = 'online' | 'offline' | 'rejoining' | 'rejoined'

/** Our choice: 'You are back live' stays this long, then the note goes quiet. */
const REJOINED_SHOWN_MS = 6_000

export interface Connection {
  state: ConnectionState
  /** True from the network going until the player is granted again: stream failures meanwhile are the network's. */
  down: { readonly current: boolean }
  /** The player was granted again: if the network had gone, it is back live. */
  rejoined: () => void
}

export function useConnectionState(network: NetworkWatch = browserNetwork): Connection {
  const [state, setState] = useState<ConnectionState>('online')
  const down = useRef(false)

  useEffect(() => {
    const changed = (online: boolean) => {
      if (!online) {
        down.current = true
        setState('offline')
      } else setState((now) => (now === 'offline' ? 'rejoining' : now))
    }
    if (!network.online()) changed(false)
    return network.listen(changed)
  }, [network])

  useEffect(() => {
    if (state !== 'rejoined') return
    const timer = setTimeout(() => setState('online'), REJOINED_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [state])

  const rejoined = useCallback(() => {
    if (!down.current) return
    down.current = false
    setState('rejoined')
  }, [])

  return { state, down, rejoined }
}
