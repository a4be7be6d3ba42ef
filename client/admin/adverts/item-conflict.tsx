import { ConflictFrame } from '../conflict-frame'

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
    <ConflictFrame heading={`Someone else saved this ${noun}`} busy={busy} onKeepMine={onKeepMine} onTakeTheirs={onTakeTheirs}>
      <p>The stored copy is now version {version}. Your changes are still in the form.</p>
    </ConflictFrame>
  )
}
