import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { MATCH_EVENT_TYPES, type MatchEventType, relatedPlayer } from '../../../shared/rules/match-event-entry'
import { MatchEventAttributesSchema, type MatchEventEntry } from '../../../shared/schemas/match-events'
import { EVENT_LABELS } from './console-labels'

export interface EventDraft {
  type: MatchEventType
  side: 'home' | 'away'
  minute: number
  addedMinute: number | null
  playerName: string
  relatedPlayerName: string | null
}

type FieldErrors = Partial<Record<'type' | 'side' | 'minute' | 'addedMinute' | 'playerName' | 'relatedPlayerName' | 'form', string>>

/**
 * Issue 19 §5: one event, new or corrected, checked by the same schema the
 * API uses before it is sent; each error shows beside its field. The
 * related player is asked for only where the event type has one.
 */
export function EventForm(props: {
  title: string
  draft: EventDraft
  sides: { home: string; away: string }
  submitLabel: string
  serverError: string | null
  busy: boolean
  onSubmit: (entry: MatchEventEntry) => void
  onCancel: () => void
}) {
  const id = useId()
  const [draft, setDraft] = useState(props.draft)
  const [errors, setErrors] = useState<FieldErrors>({})
  const player = useRef<HTMLInputElement>(null)
  // The form opens from a button that may be far from it (Edit on a long list): the player's name is what is typed next.
  useEffect(() => player.current?.focus(), [])
  const related = relatedPlayer(draft.type)
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => setDraft((d) => ({ ...d, [key]: value }))

  function submit(e: FormEvent) {
    e.preventDefault()
    // Only the fields the API takes: a corrected event arrives with its id, which the strict schema refuses.
    const { type, side, minute, addedMinute, playerName } = draft
    const relatedPlayerName = related === 'none' ? null : draft.relatedPlayerName || null
    const parsed = MatchEventAttributesSchema.safeParse({ type, side, minute, addedMinute, playerName, relatedPlayerName })
    if (!parsed.success) {
      const found: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] as keyof FieldErrors | undefined) ?? 'form'
        found[key] ??= issue.path[0] === 'relatedPlayerName' ? relatedMessage(draft.type) : (FIELD_MESSAGES[key] ?? issue.message)
      }
      setErrors(found)
      // The first field in error takes the focus, so a keyboard or screen-reader user lands on what to fix.
      const first = Object.keys(found)[0] as keyof FieldErrors | undefined
      if (first && first !== 'form') document.getElementById(`${id}-${FIELD_IDS[first]}`)?.focus()
      return
    }
    setErrors({})
    props.onSubmit(parsed.data)
  }

  const describedBy = (field: keyof FieldErrors) => (errors[field] ? `${id}-${field}-error` : undefined)
  const error = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p className="match-console__field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null

  return (
    <form className="match-console__form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{props.title}</h3>
      <label htmlFor={`${id}-type`}>Event</label>
      <select id={`${id}-type`} value={draft.type} onChange={(e) => set('type', e.target.value as MatchEventType)}>
        {MATCH_EVENT_TYPES.map((t) => (
          <option key={t} value={t}>
            {EVENT_LABELS[t]}
          </option>
        ))}
      </select>
      <fieldset className="match-console__sides" aria-describedby={describedBy('side')}>
        <legend>Team</legend>
        {(['home', 'away'] as const).map((side) => (
          <label key={side} className="match-console__side">
            <input type="radio" name={`${id}-side`} value={side} checked={draft.side === side} onChange={() => set('side', side)} />
            {props.sides[side]}
          </label>
        ))}
      </fieldset>
      {error('side')}
      <div className="match-console__minutes">
        <div>
          <label htmlFor={`${id}-minute`}>Minute</label>
          <input
            id={`${id}-minute`}
            type="number"
            inputMode="numeric"
            min={0}
            max={130}
            value={Number.isNaN(draft.minute) ? '' : draft.minute}
            aria-invalid={!!errors.minute}
            aria-describedby={describedBy('minute')}
            onChange={(e) => set('minute', e.target.valueAsNumber)}
          />
          {error('minute')}
        </div>
        <div>
          <label htmlFor={`${id}-added`}>Added time (optional)</label>
          <input
            id={`${id}-added`}
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            value={draft.addedMinute ?? ''}
            aria-invalid={!!errors.addedMinute}
            aria-describedby={describedBy('addedMinute')}
            onChange={(e) => set('addedMinute', Number.isNaN(e.target.valueAsNumber) ? null : e.target.valueAsNumber)}
          />
          {error('addedMinute')}
        </div>
      </div>
      <label htmlFor={`${id}-player`}>{draft.type === 'substitution' ? 'Player going off' : 'Player'}</label>
      <input
        id={`${id}-player`}
        ref={player}
        autoComplete="off"
        value={draft.playerName}
        aria-invalid={!!errors.playerName}
        aria-describedby={describedBy('playerName')}
        onChange={(e) => set('playerName', e.target.value)}
      />
      {error('playerName')}
      {related !== 'none' ? (
        <>
          <label htmlFor={`${id}-related`}>{draft.type === 'substitution' ? 'Player coming on' : 'Assist (optional)'}</label>
          <input
            id={`${id}-related`}
            autoComplete="off"
            value={draft.relatedPlayerName ?? ''}
            aria-invalid={!!errors.relatedPlayerName}
            aria-describedby={describedBy('relatedPlayerName')}
            onChange={(e) => set('relatedPlayerName', e.target.value)}
          />
          {error('relatedPlayerName')}
        </>
      ) : null}
      {props.serverError ? (
        <p className="match-console__field-error" role="alert">
          {props.serverError}
        </p>
      ) : null}
      <div className="match-console__form-actions">
        <button type="submit" className="match-console__button match-console__button--primary" disabled={props.busy}>
          {props.submitLabel}
        </button>
        <button type="button" className="match-console__button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}

const FIELD_IDS: Record<Exclude<keyof FieldErrors, 'form'>, string> = {
  type: 'type',
  side: 'side',
  minute: 'minute',
  addedMinute: 'added',
  playerName: 'player',
  relatedPlayerName: 'related',
}

const FIELD_MESSAGES: FieldErrors = {
  minute: 'A minute from 0 to 130',
  addedMinute: 'Added time from 1 to 30, after minute 45, 90, 105 or 120',
  playerName: "The player's name (up to 80 characters)",
}

function relatedMessage(type: MatchEventType): string {
  return type === 'substitution' ? 'Who came on' : `A ${EVENT_LABELS[type].toLowerCase()} has no second player`
}
