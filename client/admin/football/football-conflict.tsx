import type { FieldValues } from 'react-hook-form'
import type { AdminItem } from '../../../shared/types/admin-football'
import { ConflictFrame, DifferingFields } from '../conflict-frame'

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
    <ConflictFrame heading="Someone else saved this first" busy={busy} onKeepMine={onKeepMine} onTakeTheirs={onTakeTheirs}>
      <p>The stored copy is version {stored.version}. Your changes are still in the form.</p>
      <DifferingFields names={differ.map((key) => labels[key] ?? String(key))} none="Their copy has the same values as yours." />
    </ConflictFrame>
  )
}
