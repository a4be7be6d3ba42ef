import { useState } from 'react'
import type { MatchEvent } from '../../../shared/types/football'
import { EVENT_LABELS, minuteLabel } from './console-labels'

/**
 * Issue 19 §5: the match's events, latest first (what an operator corrects is
 * usually what was just typed), each with Edit and a Delete that asks once
 * more in place, so a slipped thumb deletes nothing.
 */
export function EventList(props: {
  events: MatchEvent[]
  sides: { home: string; away: string }
  busy: boolean
  onEdit: (event: MatchEvent) => void
  onDelete: (event: MatchEvent) => void
}) {
  const [confirming, setConfirming] = useState<number | null>(null)
  if (props.events.length === 0) return <p className="match-console__empty">No events yet.</p>
  const latestFirst = [...props.events].reverse()
  return (
    <ol className="match-console__events" reversed>
      {latestFirst.map((event) => {
        const what = `${minuteLabel(event.minute, event.addedMinute)} ${EVENT_LABELS[event.type]}, ${props.sides[event.side]}: ${event.playerName}`
        return (
          <li key={event.id} className="match-console__event">
            <span className="match-console__event-text">
              <strong>{minuteLabel(event.minute, event.addedMinute)}</strong> {EVENT_LABELS[event.type]} · {props.sides[event.side]}
              <br />
              {event.playerName}
              {event.relatedPlayerName ? ` (${event.type === 'substitution' ? 'on: ' : 'assist: '}${event.relatedPlayerName})` : ''}
            </span>
            {confirming === event.id ? (
              <span className="match-console__event-actions">
                <button
                  type="button"
                  className="match-console__button match-console__button--danger"
                  disabled={props.busy}
                  onClick={() => {
                    setConfirming(null)
                    props.onDelete(event)
                  }}
                >
                  Delete <span className="visually-hidden">{what}</span> for good
                </button>
                <button type="button" className="match-console__button" onClick={() => setConfirming(null)}>
                  Keep
                </button>
              </span>
            ) : (
              <span className="match-console__event-actions">
                <button type="button" className="match-console__button" disabled={props.busy} onClick={() => props.onEdit(event)}>
                  Edit <span className="visually-hidden">{what}</span>
                </button>
                <button type="button" className="match-console__button" disabled={props.busy} onClick={() => setConfirming(event.id)}>
                  Delete <span className="visually-hidden">{what}</span>
                </button>
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
