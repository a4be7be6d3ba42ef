import { useCallback, useEffect, useState } from 'react'
import { suggestedMinute } from '../../../shared/rules/console-minute'
import type { StatusRequest } from '../../../shared/rules/match-status-change'
import type { MatchEventEntry } from '../../../shared/schemas/match-events'
import type { MatchEvent } from '../../../shared/types/football'
import type { MatchConsoleState } from '../../../shared/types/match-console'
import { addEvent, type ApiAnswer, blowWhistle, correctEvent, deleteEvent, loadConsole, makeReplay, setStream } from './console-api'
import { EVENT_LABELS, PHASE_LABELS, STREAM_LABELS, WHISTLE_LABELS } from './console-labels'
import { EventForm, type EventDraft } from './event-form'
import { EventList } from './event-list'
import { QuickEvents } from './quick-events'
import { ReplayPanel } from './replay-panel'
import { StreamPanel } from './stream-panel'

type OpenForm = { mode: 'add'; draft: EventDraft } | { mode: 'edit'; event: MatchEvent }

/**
 * Issue 19 §5 match-day console for one match (mounted by the back office at
 * /admin/matchday/{id}): whistles, events, corrections, streams, rights. After
 * each action it reads the match again, so what it shows is what is stored;
 * each change is pushed to the open match centres of the match (issue 21 §1:
 * worker/matchday/), which show it within a second or two; a page without its
 * socket falls back to polling the same data every 15 s.
 */
export function MatchConsole({ matchId, initial }: { matchId: number; initial?: MatchConsoleState }) {
  const [state, setState] = useState<MatchConsoleState | null>(initial ?? null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [form, setForm] = useState<OpenForm | null>(null)
  const [formError, setFormError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    const answer = await loadConsole(matchId)
    if (answer.ok) {
      setState(answer.value)
      setLoadError(null)
    } else setLoadError(answer.message)
  }, [matchId])

  useEffect(() => {
    if (!initial) void reload()
  }, [initial, reload])

  /** Runs one change; says what happened in the status line, or why not. */
  async function act(done: string, run: () => Promise<ApiAnswer<unknown>>, inForm = false): Promise<boolean> {
    setBusy(true)
    setMessage('')
    const answer = await run()
    setBusy(false)
    if (!answer.ok) {
      if (inForm) setFormError(answer.message)
      setMessage(`Not saved: ${answer.message}`)
      // A refusal because the match moved on: show the match as it is now.
      if (answer.status === 409) await reload()
      return false
    }
    setMessage(done)
    await reload()
    return true
  }

  if (!state) {
    return (
      <div className="match-console">
        <p role="status">{loadError ? `The match could not be loaded: ${loadError}` : 'Loading the match…'}</p>
        {loadError ? (
          <button type="button" className="match-console__button" onClick={() => void reload()}>
            Try again
          </button>
        ) : null}
      </div>
    )
  }

  const { match } = state
  const sides = { home: match.home.shortName || match.home.name, away: match.away.shortName || match.away.name }
  const takesEvents = state.phase === 'firstHalf' || state.phase === 'secondHalf' || state.phase === 'fullTime'

  function openAdd(draft: Pick<EventDraft, 'type' | 'side'>) {
    setFormError(null)
    const minute = suggestedMinute(state!.phase, match.kickoff, new Date().toISOString())
    setForm({ mode: 'add', draft: { ...draft, minute, addedMinute: null, playerName: '', relatedPlayerName: null } })
  }

  async function submitForm(entry: MatchEventEntry) {
    if (!form) return
    const saved =
      form.mode === 'add'
        ? await act(`${EVENT_LABELS[entry.type]} added at ${entry.minute}′.`, () => addEvent(matchId, entry), true)
        : await act(
            `Event corrected: ${EVENT_LABELS[entry.type]} at ${entry.minute}′.`,
            () => correctEvent(matchId, form.event.id, entry),
            true,
          )
    if (saved) setForm(null)
  }

  return (
    <div className="match-console">
      <header className="match-console__score">
        <h1 id="match-console-title" className="visually-hidden">
          Match-day console: {match.home.name} v {match.away.name}
        </h1>
        <p className="match-console__teams">
          <span>{sides.home}</span>
          <span className="match-console__goals">
            <span aria-hidden="true">
              {match.homeScore ?? '–'} – {match.awayScore ?? '–'}
            </span>
            <span className="visually-hidden">{`Score ${match.homeScore ?? 0} to ${match.awayScore ?? 0}`}</span>
          </span>
          <span>{sides.away}</span>
        </p>
        <p className="match-console__phase">
          {`${PHASE_LABELS[state.phase]}${state.halfTime ? ` · HT ${state.halfTime.home}–${state.halfTime.away}` : ''}`}
        </p>
      </header>
      <p role="status" className="match-console__message">
        {message}
      </p>
      <div className="match-console__columns">
        <div className="match-console__column">
          <section className="match-console__panel" aria-labelledby="match-console-whistle">
            <h2 id="match-console-whistle">Whistle</h2>
            {state.allowed.length === 0 ? <p className="match-console__empty">No whistle left for this match.</p> : null}
            <div className="match-console__row">
              {state.allowed.map((request: StatusRequest) => (
                <button
                  key={request}
                  type="button"
                  className="match-console__button match-console__button--primary"
                  disabled={busy}
                  onClick={() => void act(`${WHISTLE_LABELS[request]}: done.`, () => blowWhistle(matchId, request, state.phase))}
                >
                  {WHISTLE_LABELS[request]}
                </button>
              ))}
            </div>
          </section>
          {state.phase === 'fullTime' ? (
            <ReplayPanel busy={busy} onMake={() => void act('Full match replay made: it is on Town TV now.', () => makeReplay(matchId))} />
          ) : null}
          <section className="match-console__panel" aria-labelledby="match-console-add">
            <h2 id="match-console-add">Add an event</h2>
            {takesEvents ? (
              <QuickEvents sides={sides} disabled={busy} onPick={openAdd} />
            ) : (
              <p className="match-console__empty">Events can be added once the match has kicked off.</p>
            )}
            {form ? (
              <EventForm
                key={form.mode === 'add' ? `add-${form.draft.type}-${form.draft.side}` : `edit-${form.event.id}`}
                title={form.mode === 'add' ? `New ${EVENT_LABELS[form.draft.type].toLowerCase()}` : 'Correct the event'}
                draft={form.mode === 'add' ? form.draft : form.event}
                sides={sides}
                submitLabel={form.mode === 'add' ? 'Add' : 'Save correction'}
                serverError={formError}
                busy={busy}
                onSubmit={(entry) => void submitForm(entry)}
                onCancel={() => setForm(null)}
              />
            ) : null}
          </section>
        </div>
        <div className="match-console__column">
          <section className="match-console__panel" aria-labelledby="match-console-events">
            <h2 id="match-console-events">Events</h2>
            <EventList
              events={state.events}
              sides={sides}
              busy={busy}
              onEdit={(event) => {
                setFormError(null)
                setForm({ mode: 'edit', event })
              }}
              onDelete={(event) =>
                void act(`${EVENT_LABELS[event.type]} at ${event.minute}′ deleted.`, () => deleteEvent(matchId, event.id))
              }
            />
          </section>
          <StreamPanel
            streams={state.streams}
            rights={state.liveRights}
            busy={busy}
            onSet={(stream, status) =>
              void act(`${stream.title}: ${STREAM_LABELS[status].toLowerCase()}.`, () => setStream(matchId, stream.id, status))
            }
          />
        </div>
      </div>
    </div>
  )
}
