/**
 * Issue 20 §4: after full time the replay is made by itself a moment later
 * (the events queue). When full time was pressed before the stream ended, or
 * a correction should reach the chapters, the operator makes it again here.
 */
export function ReplayPanel({ busy, onMake }: { busy: boolean; onMake: () => void }) {
  return (
    <section className="match-console__panel" aria-labelledby="match-console-replay">
      <h2 id="match-console-replay">Full match replay</h2>
      <p className="match-console__empty" id="match-console-replay-help">
        Made automatically a minute after full time, from kick-off to full time of the live video, with chapters from the events. Make it
        again if full time was pressed before the stream ended or an event was corrected since.
      </p>
      <div className="match-console__row">
        <button
          type="button"
          className="match-console__button"
          disabled={busy}
          aria-describedby="match-console-replay-help"
          onClick={onMake}
        >
          Make the replay again
        </button>
      </div>
    </section>
  )
}
