/**
 * Issue 19 §10: someone else saved this advert or sponsor while the
 * administrator had it open. Their values stay in the form; they choose to
 * save theirs over the stored copy, or to take the stored one.
 */
export function ItemConflict({
  noun,
  version,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  noun: string
  version: number
  busy: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  return (
    <div className="admin-conflict" role="alert">
      <h2>Someone else saved this {noun}</h2>
      <p>The stored copy is now version {version}. Your changes are still in the form.</p>
      <div className="admin-actions">
        <button type="button" className="admin-button admin-button--primary" disabled={busy} onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="admin-button" disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </button>
      </div>
    </div>
  )
}
