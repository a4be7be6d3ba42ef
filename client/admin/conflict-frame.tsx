import type { ReactNode } from 'react'

/**
 * Issue 19 §10 (issue 20 §2 for videos): someone else saved the item while
 * this editor had it open. The frame every back office section shows: an
 * alert with its heading, what the section has to say about the stored copy,
 * and the choice, Keep mine or Take theirs, so nothing is lost unasked.
 */
export function ConflictFrame({
  heading,
  busy,
  onKeepMine,
  onTakeTheirs,
  children,
}: {
  heading: string
  busy: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
  children: ReactNode
}) {
  return (
    <div className="admin-conflict" role="alert">
      <h2>{heading}</h2>
      {children}
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

/** The fields the stored copy has differently, by their names, or `none` when no field differs. */
export function DifferingFields({ names, none }: { names: readonly string[]; none: string }) {
  return <p>{names.length === 0 ? none : `Different in the stored copy: ${names.join(', ')}.`}</p>
}
