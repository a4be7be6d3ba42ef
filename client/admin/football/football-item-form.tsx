import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { type DefaultValues, type FieldValues, FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { AdminItem } from '../../../shared/types/admin-football'
import { FootballConflict } from './football-conflict'
import { useFootballItem } from './use-football-item'

/**
 * Issue 19 §4: the form of one of the short lists (a team, a season, a
 * competition, a table row): the API's own schema, the version check's
 * conflict notice, save and (where allowed) delete.
 */
export function FootballItemForm<F extends FieldValues>({
  title,
  base,
  type,
  id,
  schema,
  empty,
  canDelete = true,
  onClose,
  onSaved,
  children,
}: {
  title: string
  base: string
  type: string
  id: number | null
  schema: z.ZodType<F, F>
  empty: F
  canDelete?: boolean
  onClose: () => void
  onSaved?: () => void
  children: ReactNode
}) {
  const form = useForm<F, unknown, F>({ resolver: zodResolver(schema), defaultValues: empty as DefaultValues<F>, mode: 'onTouched' })
  const editing = useFootballItem<F, AdminItem<F>>(base, type, id, form, empty, () => onSaved?.())
  if (editing.loadError) return <p role="alert">{editing.loadError}</p>
  if (id !== null && !editing.item) return <p role="status">Loading…</p>
  return (
    <FormProvider {...form}>
      <form className="admin-form" noValidate onSubmit={(event) => void editing.save(event).then(() => onSaved?.())}>
        <div className="admin-heading-row">
          <h2>{title}</h2>
          <p className="admin-meta">{editing.item ? `Version ${editing.item.version}` : 'Not saved yet'}</p>
        </div>
        <p className="admin-back">
          <button type="button" className="admin-button admin-button--small" onClick={onClose}>
            ← Back to the list
          </button>
        </p>
        {editing.conflict ? (
          <FootballConflict
            mine={form.getValues()}
            stored={editing.conflict}
            labels={{}}
            busy={editing.busy}
            onKeepMine={() => void editing.keepMine()}
            onTakeTheirs={editing.takeTheirs}
          />
        ) : null}
        <div className="admin-form__main">{children}</div>
        <div className="admin-form__footer admin-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={editing.busy}>
            Save
          </button>
          {editing.item && canDelete ? (
            <button
              type="button"
              className="admin-button admin-button--danger"
              disabled={editing.busy}
              onClick={() => void editing.remove()}
            >
              Delete
            </button>
          ) : null}
          <p className="admin-status" role="status">
            {editing.status}
          </p>
        </div>
      </form>
    </FormProvider>
  )
}
