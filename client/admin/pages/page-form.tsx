import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
import { type PageFields, type PageFieldsInput, PageFieldsSchema } from '../../../shared/schemas/admin-pages'
import type { AdminPageListItem } from '../../../shared/types/admin-pages'
import { useAdminData } from '../use-admin-data'
import { BlockListEditor } from './block-list-editor'
import { PageConflictNotice } from './page-conflict-notice'
import { PageStateBadge } from './page-state-badge'
import { PageTextFields } from './page-text-fields'
import { emptyPageValues, usePageEditing } from './use-page-editing'

type ListBody = { data: Array<{ attributes: AdminPageListItem }> }

/**
 * Issue 19 §3: write or edit a CMS page and its blocks. The form checks with the API's own schema
 * (zodResolver(PageFieldsSchema), whose blocks are the site's widget schemas), so it refuses what the
 * API refuses; what only the server knows (a taken address) comes back beside its field.
 */
export function PageForm({ id }: { id: number | null }) {
  const form = useForm<PageFieldsInput, unknown, PageFields>({
    resolver: zodResolver(PageFieldsSchema),
    defaultValues: emptyPageValues(),
    mode: 'onTouched',
  })
  const editing = usePageEditing(id, form)
  // The parent choice: the first 100 pages of the tree (SPEC §2.1 sections and their pages fit well within).
  const parents = useAdminData<ListBody>('/api/admin/pages?size=100').state
  const { page } = editing

  if (editing.loadError) {
    return (
      <div>
        <h1>Page</h1>
        <p role="alert">{editing.loadError}</p>
        <p>
          <a href="/admin/pages">Back to the pages</a>
        </p>
      </div>
    )
  }
  if (id !== null && !page) return <p role="status">Loading the page…</p>

  return (
    <FormProvider {...form}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void editing.save()
        }}
      >
        <div className="admin-heading-row">
          <h1>{id === null ? 'New page' : 'Edit page'}</h1>
          <p className="admin-meta">
            {page ? (
              <>
                <PageStateBadge status={page.status} /> Version {page.version} · /{page.fullPath}
              </>
            ) : (
              'Not saved yet'
            )}
          </p>
        </div>
        <p className="admin-back">
          <a href="/admin/pages">← Pages</a>
        </p>
        {editing.conflict ? (
          <PageConflictNotice
            mine={form.getValues()}
            stored={editing.conflict}
            busy={editing.busy}
            onKeepMine={() => void editing.keepMine()}
            onTakeTheirs={editing.takeTheirs}
          />
        ) : null}
        <div className="admin-form__fields">
          <PageTextFields parents={parents.status === 'ready' ? parents.data.data.map((item) => item.attributes) : null} selfId={id} />
          <BlockListEditor />
        </div>
        <div className="admin-form__footer">
          <div className="admin-actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={editing.busy}>
              Save
            </button>
            {page ? (
              <>
                <a className="admin-button" href={`/admin/preview/pages/${page.id}`} target="_blank" rel="noopener">
                  Preview<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                {page.status === 'Published' ? (
                  <button type="button" className="admin-button" disabled={editing.busy} onClick={() => void editing.unpublish()}>
                    Unpublish
                  </button>
                ) : (
                  <button type="button" className="admin-button" disabled={editing.busy} onClick={() => void editing.publish()}>
                    Publish
                  </button>
                )}
                <button
                  type="button"
                  className="admin-button admin-button--danger"
                  disabled={editing.busy}
                  onClick={() => void editing.remove()}
                >
                  Delete
                </button>
              </>
            ) : null}
          </div>
          <p className="admin-status" role="status">
            {editing.status}
          </p>
        </div>
      </form>
    </FormProvider>
  )
}
