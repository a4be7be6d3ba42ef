import type { LiveMessageKey } from '../../../shared/i18n/live'
import { useLiveT } from '../../hooks/use-live-t'
import type { ConnectionState } from '../../player/use-connection-state'

const TEXT: Record<ConnectionState, LiveMessageKey | null> = {
  online: null,
  offline: 'live.connection.offline',
  rejoining: 'live.connection.back',
  rejoined: 'live.connection.live',
}

/**
 * Issue 21 §4: the live player says when the network has gone and when it is
 * back, politely (the region is always there, so a screen reader hears each
 * change; empty while all is well).
 */
export function ConnectionNote({ state }: { state: ConnectionState }) {
  const t = useLiveT()
  const key = TEXT[state]
  return (
    <p className={key ? `live-connection live-connection--${state}` : 'live-connection'} role="status" aria-live="polite">
      {key ? t(key) : null}
    </p>
  )
}
