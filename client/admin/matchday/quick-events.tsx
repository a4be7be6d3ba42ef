import type { EventDraft } from './event-form'

/** Issue 19 §5: the events typed most on match day, one press each; the form opens with them chosen. */
export function QuickEvents(props: {
  sides: { home: string; away: string }
  disabled: boolean
  onPick: (draft: Pick<EventDraft, 'type' | 'side'>) => void
}) {
  const quick: Array<{ label: string; draft: Pick<EventDraft, 'type' | 'side'> }> = [
    { label: `Goal ${props.sides.home}`, draft: { type: 'goal', side: 'home' } },
    { label: `Goal ${props.sides.away}`, draft: { type: 'goal', side: 'away' } },
    { label: 'Yellow card', draft: { type: 'yellow-card', side: 'home' } },
    { label: 'Red card', draft: { type: 'red-card', side: 'home' } },
    { label: 'Substitution', draft: { type: 'substitution', side: 'home' } },
  ]
  return (
    <div className="match-console__quick">
      {quick.map(({ label, draft }) => (
        <button key={label} type="button" className="match-console__button" disabled={props.disabled} onClick={() => props.onPick(draft)}>
          {label}
        </button>
      ))}
    </div>
  )
}
