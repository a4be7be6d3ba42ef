import type { PageFieldsInput } from '../../../shared/schemas/admin-pages'
import type { AdminPage } from '../../../shared/types/admin-pages'
import { londonDateTime } from '../admin-dates'

const FIELD_NAMES: Record<keyof PageFieldsInput, string> = {
  title: 'title',
  menuTitle: 'menu title',
  slug: 'address',
  parentId: 'parent',
  template: 'template',
  summary: 'summary',
  bodyHtml: 'body',
  imageKey: 'picture',
  imageAlt: 'picture description',
  externalUrl: 'external address',
  newTab: 'new tab',
  blocks: 'blocks',
}

/** The fields whose values differ between the editor's copy and the stored one. */
export function pageFieldsThatDiffer(mine: PageFieldsInput, stored: PageFieldsInput): string[] {
  return (Object.keys(FIELD_NAMES) as Array<keyof PageFieldsInput>)
    .filter((key) => JSON.stringify(mine[key] ?? null) !== JSON.stringify(stored[key] ?? null))
    .map((key) => FIELD_NAMES[key])
}

/**
 * Issue 19 §10: someone else saved the page while this editor worked on it. Their values stay in the
 * form; this says what differs from the stored copy and lets them choose, so nothing is lost unasked.
 */
export function PageConflictNotice({
  mine,
  stored,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  mine: PageFieldsInput
  stored: AdminPage
  busy: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  const fields = pageFieldsThatDiffer(mine, stored.fields)
  return (
    <div className="admin-conflict" role="alert">
      <h2>Someone else saved this page</h2>
      <p>
        The stored copy is version {stored.version}, saved {londonDateTime(stored.savedTimestamp)} London time. Your changes are still in
        the form.
      </p>
      <p>
        {fields.length === 0
          ? 'Their copy has the same fields as yours; only its state or version differs.'
          : `Different in the stored copy: ${fields.join(', ')}.`}
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
