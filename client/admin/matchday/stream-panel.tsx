import { CONSOLE_STREAM_STATUSES, type ConsoleStreamStatus } from '../../../shared/rules/stream-console-status'
import type { ConsoleLiveRights, ConsoleStream } from '../../../shared/types/match-console'
import { STREAM_LABELS } from './console-labels'

/** Issue 19 §5: the match's live audio and video with their state, and its live rights (read-only). */
export function StreamPanel(props: {
  streams: ConsoleStream[]
  rights: ConsoleLiveRights
  busy: boolean
  onSet: (stream: ConsoleStream, status: ConsoleStreamStatus) => void
}) {
  return (
    <section className="match-console__panel" aria-labelledby="match-console-streams">
      <h2 id="match-console-streams">Streams</h2>
      {props.streams.length === 0 ? <p className="match-console__empty">This match has no live audio or video.</p> : null}
      {props.streams.map((stream) => (
        <div key={stream.id} className="match-console__stream">
          <p>
            <strong>{stream.contentKind === 'audio' ? 'Audio' : 'Video'}</strong> {stream.title}:{' '}
            <span className={`match-console__badge match-console__badge--${stream.status}`}>{STREAM_LABELS[stream.status]}</span>
          </p>
          <fieldset className="match-console__row match-console__fieldset">
            <legend className="visually-hidden">{stream.title}: set the stream</legend>
            {CONSOLE_STREAM_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                className="match-console__button"
                aria-pressed={stream.status === status}
                disabled={props.busy}
                onClick={() => props.onSet(stream, status)}
              >
                {STREAM_LABELS[status]}
              </button>
            ))}
          </fieldset>
        </div>
      ))}
      <h2>Live rights</h2>
      <LiveRights rights={props.rights} />
    </section>
  )
}

function LiveRights({ rights }: { rights: ConsoleLiveRights }) {
  if (!rights.configured)
    return <p className="match-console__field-error">The live rights setting is missing: live video is refused everywhere.</p>
  return (
    <ul className="match-console__rights">
      <li>Live audio: UK and abroad.</li>
      {!rights.firstTeam ? <li>Live video: not under the first team's rights.</li> : null}
      {rights.videoBlackout.length > 0 ? <li>{`No live video in: ${rights.videoBlackout.join(', ')}.`}</li> : null}
      {rights.videoOnlyIn ? (
        <li>{`Live video only in: ${rights.videoOnlyIn.length > 0 ? rights.videoOnlyIn.join(', ') : 'no country'}.`}</li>
      ) : null}
    </ul>
  )
}
