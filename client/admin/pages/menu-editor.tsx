import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { FormProvider, useFieldArray, useForm } from 'react-hook-form'
import { type MenuItemFields, type MenuItemsInput, MenuItemsSchema } from '../../../shared/schemas/admin-menus'
import type { AdminMenu } from '../../../shared/types/admin-pages'
import { apiGet, apiSend, errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { MenuItemFieldsRow } from './menu-item-fields'
import { DragHandle, MoveAnnouncer, MoveButtons, useReorder } from './reorder'
import { formPathOfPointer } from './use-page-editing'

type Body = { data: { attributes: AdminMenu } }
type ListBody = { data: Array<{ attributes: Omit<AdminMenu, 'items'> & { itemCount: number } }> }

/** A stored menu's entries as form values: an icon off today's list stays, and the form's schema names it on save. */
const formItems = (menu: AdminMenu) => menu.items as MenuItemsInput['items']

const blankItem = (): MenuItemFields => ({ name: '', slug: '/', icon: '', isExternal: false, customClass: '', newTab: false })

/**
 * Issue 19 §3: the menus of SPEC §2.3 (and the footer's). Choose a menu, edit its entries, add and
 * remove them, put them in order by drag or Move up / Move down, and save the whole list on the version
 * it was loaded at (§10): a save after someone else's shows their copy and keeps this one in the form.
 */
export function MenuEditor() {
  const menus = useAdminData<ListBody>('/api/admin/menus').state
  const [key, setKey] = useState('primary')
  const [menu, setMenu] = useState<AdminMenu | null>(null)
  const [conflict, setConflict] = useState<AdminMenu | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const form = useForm<MenuItemsInput, unknown, { items: MenuItemFields[] }>({
    resolver: zodResolver(MenuItemsSchema),
    defaultValues: { items: [] },
  })
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'items' })
  const items = form.watch('items')
  const labelOf = (index: number) => `${items[index]?.name || 'Entry'} (entry ${index + 1})`
  const reorder = useReorder(labelOf, fields.length, move)

  useEffect(() => {
    const controller = new AbortController()
    apiGet<Body>(`/api/admin/menus/${key}`, controller.signal)
      .then((result) => {
        if (!result.ok) return setStatus(errorText(result.errors))
        setMenu(result.body.data.attributes)
        setConflict(null)
        form.reset({ items: formItems(result.body.data.attributes) })
      })
      .catch(() => {})
    return () => controller.abort()
  }, [key, form])

  const save = (version: number | undefined) =>
    form.handleSubmit(
      async (values) => {
        setBusy(true)
        const result = await apiSend<Body>('PUT', `/api/admin/menus/${key}`, {
          data: { type: 'menu', attributes: values, meta: { version } },
        })
        setBusy(false)
        if (result.ok) {
          setMenu(result.body.data.attributes)
          setConflict(null)
          form.reset({ items: formItems(result.body.data.attributes) })
          return setStatus('Saved: every page shows the new menu')
        }
        if (result.status === 409) {
          setConflict((result.body as Partial<Body> | null)?.data?.attributes ?? null)
          return setStatus('Not saved: someone else saved this menu meanwhile.')
        }
        for (const error of result.errors) {
          const path = formPathOfPointer(error.source?.pointer)
          if (path) form.setError(path as 'items', { type: 'server', message: error.message })
        }
        setStatus(`Not saved: ${errorText(result.errors)}`)
      },
      () => setStatus('Not saved: see the fields marked.'),
    )()

  return (
    <FormProvider {...form}>
      <div className="admin-heading-row">
        <h1>Menus</h1>
      </div>
      <p className="admin-back">
        <a href="/admin/pages">← Pages</a>
      </p>
      <div className="admin-field">
        <label htmlFor="menu-key">Menu</label>
        <select id="menu-key" value={key} onChange={(event) => setKey(event.target.value)}>
          {(menus.status === 'ready' ? menus.data.data.map((m) => m.attributes) : [{ key: 'primary', title: 'Primary', itemCount: 0 }]).map(
            (m) => (
              <option key={m.key} value={m.key}>
                {m.title}
              </option>
            ),
          )}
        </select>
      </div>
      {conflict ? (
        <div className="admin-conflict" role="alert">
          <h2>Someone else saved this menu</h2>
          <p>
            The stored copy is version {conflict.version}: {conflict.items.map((item) => item.name).join(', ') || 'no entries'}. Your
            entries are still in the form.
          </p>
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button--primary"
              disabled={busy}
              onClick={() => void save(conflict.version)}
            >
              Keep mine
            </button>
            <button
              type="button"
              className="admin-button"
              disabled={busy}
              onClick={() => {
                setMenu(conflict)
                form.reset({ items: formItems(conflict) })
                setConflict(null)
              }}
            >
              Take theirs
            </button>
          </div>
        </div>
      ) : null}
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save(menu?.version)
        }}
      >
        <ol className="admin-blocks__list" aria-label={`Entries of the ${menu?.title ?? ''} menu`}>
          {fields.map((item, index) => (
            <li key={item.id} className="admin-blocks__item" {...reorder.itemProps(index)}>
              <div className="admin-blocks__bar">
                <DragHandle {...reorder.handleProps(index)} />
                <h2 className="admin-blocks__title">
                  {index + 1}. {items[index]?.name || 'New entry'}
                </h2>
                <div className="admin-actions">
                  <MoveButtons index={index} count={fields.length} label={labelOf(index)} onMove={reorder.move} />
                  <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={() => remove(index)}>
                    Remove<span className="visually-hidden"> {labelOf(index)}</span>
                  </button>
                </div>
              </div>
              <MenuItemFieldsRow index={index} itemKey={item.id} />
            </li>
          ))}
        </ol>
        <MoveAnnouncer text={reorder.announcement} />
        <div className="admin-form__footer">
          <div className="admin-actions">
            <button type="button" className="admin-button" onClick={() => append(blankItem())}>
              Add entry
            </button>
            <button type="submit" className="admin-button admin-button--primary" disabled={busy || !menu}>
              Save menu
            </button>
          </div>
          <p className="admin-status" role="status">
            {status}
          </p>
        </div>
      </form>
    </FormProvider>
  )
}
