/**
 * Issue 21 §7: a player error as the EVENTS queue carries it to the consumer,
 * which counts it for the operations view (worker/ops/record-ops.ts) and
 * stores nothing else of it. Only the stream, the country the edge saw, the
 * kind and the milliseconds are kept (shared/rules/player-error-event.ts):
 * the §3 context fields (browser, screen, domain) are dropped here.
 */
import { PLAYER_ERROR_KINDS, type PlayerErrorKind } from '../../shared/rules/ops-figures'
import { anonymousPlayerError, PLAYER_ERROR_ACTION, type PlayerErrorReport } from '../../shared/rules/player-error-event'
import type { ParsedTrackingEvent } from '../../shared/schemas/tracking'
import type { PlayerErrorCount } from '../ops/record-ops'
import type { QueuedEvent } from './event-message'

export function toQueuedPlayerError(event: ParsedTrackingEvent, country: string, receivedAt: Date, newId: () => string): QueuedEvent {
  const { sessionID, ssoID, data } = anonymousPlayerError(event.data as unknown as PlayerErrorReport, country)
  return {
    eventID: event.eventID ?? newId(),
    receivedAt: receivedAt.toISOString(),
    channel: event.channel,
    action: event.action,
    sessionID,
    ssoID,
    data,
  }
}

// A malformed message's items may be anything: only a player error is picked out, the rest left to D1 to refuse.
export const isPlayerError = (event: QueuedEvent | null | undefined) => event?.action === PLAYER_ERROR_ACTION

/** The counts of the player errors among queued events. */
export function playerErrorCounts(events: readonly QueuedEvent[]): PlayerErrorCount[] {
  return events
    .filter((event) => isPlayerError(event) && PLAYER_ERROR_KINDS.includes(event.data?.kind as PlayerErrorKind))
    .map((event) => ({
      kind: event.data.kind as PlayerErrorKind,
      streamId: String(event.data.streamId ?? ''),
      value: Number(event.data.value) || 0,
      country: String(event.data.country ?? ''),
    }))
}
