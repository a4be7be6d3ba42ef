/**
 * What POST /api/events puts on the EVENTS queue and the consumer writes to
 * D1 (issue 12 §3): the events as they will be stored, each with its id and
 * the time the server received it, so a redelivery stores the same row.
 */
import type { ParsedTrackingEvent } from '../../shared/schemas/tracking'

export interface QueuedEvent {
  eventID: string
  receivedAt: string
  channel: string
  action: string
  sessionID: string
  ssoID: string
  /** The §3 context fields (domain, logId, screenSize, ssoVendor, userAgent) and the event data, as one JSON object. */
  data: Record<string, unknown>
}

/** One queue message per accepted POST: its whole batch. */
export interface EventsMessage {
  events: QueuedEvent[]
}

export function toQueuedEvent(event: ParsedTrackingEvent, receivedAt: Date, newId: () => string): QueuedEvent {
  const { eventID, channel, action, sessionID, ssoID, data, ...context } = event
  return {
    eventID: eventID ?? newId(),
    receivedAt: receivedAt.toISOString(),
    channel,
    action,
    sessionID,
    ssoID,
    data: { ...context, ...data },
  }
}
