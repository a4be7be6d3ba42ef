/**
 * Issue 19 §5: the stream states the match-day console speaks of (offline,
 * live, ended) on the stream_assets.status the players read (SPEC §3: 'idle'
 * and 'disabled' both mean offline to a viewer). The data model has no
 * 'ended': an ended stream is 'disabled', which viewers see as offline like
 * 'idle', but which tells the operator it was closed on purpose rather than
 * not yet started. Setting it 'offline' again reopens it (the commentary
 * asset is shared by every men's match).
 */
export type StoredStreamStatus = 'active' | 'idle' | 'disabled'

export const CONSOLE_STREAM_STATUSES = ['offline', 'live', 'ended'] as const
export type ConsoleStreamStatus = (typeof CONSOLE_STREAM_STATUSES)[number]

const STORED: Record<ConsoleStreamStatus, StoredStreamStatus> = { offline: 'idle', live: 'active', ended: 'disabled' }
const SHOWN: Record<StoredStreamStatus, ConsoleStreamStatus> = { idle: 'offline', active: 'live', disabled: 'ended' }

export function storedStreamStatus(status: ConsoleStreamStatus): StoredStreamStatus {
  return STORED[status]
}

export function consoleStreamStatus(status: StoredStreamStatus): ConsoleStreamStatus {
  return SHOWN[status]
}
