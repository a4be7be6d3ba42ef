import type { FieldValues } from 'react-hook-form'
import type { AdminItem } from '../../../shared/types/admin-football'

/**
 * Issue 19 §10: someone else saved this item while the editor worked on it.
 * The editor's values stay in the form; this names the fields the stored copy
 * has differently and lets them choose, so nothing is lost without a decision.
 */
export function FootballConflict<F extends FieldValues>({
  mine,
  stored,
  labels,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  mine: F
  stored: AdminItem<F>
  labels: Partial<Record<keyof F, string>>
  busy: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  const differ = (Object.keys(stored.fields) as Array<keyof F>).filter(
    (key) => JSON.stringify(stored.fields[key]) !== JSON.stringify(mine[key]),
  )
  return (
    <div className="admin-conflict" role="alert">
      <h2>Someone else saved this first</h2>
      <p>The stored copy is version {stored.version}. Your changes are still in the form.</p>
      <p>
        {differ.length === 0
          ? 'Their copy has the same values as yours.'
          : `Different in the stored copy: ${differ.map((key) => labels[key] ?? String(key)).join(', ')}.`}
      </p>
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
