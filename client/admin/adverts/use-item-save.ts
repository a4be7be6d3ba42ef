import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { apiSend, errorText, fieldOfPointer } from '../admin-api'

type Versioned = { id: number; version: number }

/**
 * Issue 19 §6, §10: saving an advert or sponsor form. A new item is POSTed, a
 * stored one PUT with the version it was opened at; the API's field errors
 * land beside their fields; a 409 keeps the administrator's values in the
 * form and holds the stored copy so they can choose (item-conflict.tsx).
 */
export function useItemSave<V extends FieldValues, Item extends Versioned>(
  form: UseFormReturn<V, unknown, V>,
  base: string,
  type: string,
  onSaved: (item: Item) => void,
) {
  const [status, setStatus] = useState('')
  const [conflict, setConflict] = useState<Item | null>(null)

  const save = async (values: V, editing: Item | null, version = editing?.version) => {
    const result =
      editing === null
        ? await apiSend<{ data: { attributes: Item } }>('POST', base, { data: { type, attributes: values } })
        : await apiSend<{ data: { attributes: Item } }>('PUT', `${base}/${editing.id}`, {
            data: { type, attributes: values, meta: { version } },
          })
    if (result.ok) {
      setConflict(null)
      setStatus('Saved.')
      onSaved(result.body.data.attributes)
      return
    }
    if (result.status === 409) {
      const current = (result.body as { data?: { attributes: Item } } | null)?.data?.attributes
      if (current) {
        setConflict(current)
        return setStatus('')
      }
    }
    for (const error of result.errors) {
      const field = fieldOfPointer(error.source?.pointer)
      if (field) form.setError(field as Path<V>, { message: error.message })
    }
    setStatus(errorText(result.errors))
  }

  return { status, conflict, save, clearConflict: () => setConflict(null) }
}
