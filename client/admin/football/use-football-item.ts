import { useCallback, useEffect, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { AdminItem } from '../../../shared/types/admin-football'
import { type ApiResult, apiGet, apiSend, errorText, fieldOfPointer } from '../admin-api'

type Body<T> = { data: { attributes: T } }

/**
 * Issue 19 §4, §10: one football item's work with the API: load it into the
 * form, save (create, or update on the loaded version), delete. A save refused
 * because someone else saved first keeps the editor's values and hands the
 * stored copy to the conflict notice; other refusals go beside their fields.
 */
export function useFootballItem<F extends FieldValues, T extends AdminItem<F>>(
  base: string,
  type: string,
  id: number | null,
  form: UseFormReturn<F, unknown, F>,
  empty: F,
  onCreated: (item: T) => void,
) {
  const [item, setItem] = useState<T | null>(null)
  const [conflict, setConflict] = useState<T | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [loadError, setLoadError] = useState('')

  const show = useCallback(
    (stored: T) => {
      setItem(stored)
      form.reset(stored.fields)
    },
    [form],
  )

  useEffect(() => {
    if (id === null) {
      form.reset(empty)
      return
    }
    const controller = new AbortController()
    apiGet<Body<T>>(`${base}/${id}`, controller.signal)
      .then((result) => (result.ok ? show(result.body.data.attributes) : setLoadError(errorText(result.errors))))
      .catch(() => {})
    return () => controller.abort()
  }, [id, base, form, empty, show])

  const refused = (result: Extract<ApiResult<unknown>, { ok: false }>, what: string) => {
    const first = result.errors[0]
    if (result.status === 409 && first?.code === 'version_conflict') {
      const stored = (result.body as Partial<Body<T>> | null)?.data?.attributes
      if (stored) setConflict(stored)
      return setStatus(`${what}: someone else saved this meanwhile.`)
    }
    let beside = false
    for (const error of result.errors) {
      const field = fieldOfPointer(error.source?.pointer)
      if (!field || !(field in empty)) continue
      form.setError(field as Path<F>, { type: 'server', message: error.message })
      beside = true
    }
    setStatus(beside ? `${what}: see the fields marked.` : `${what}: ${errorText(result.errors)}`)
  }

  /** Saves the form's values on the version given (the loaded one, or the stored one when the editor keeps theirs). */
  const saveOn = async (fields: F, version: number | null) => {
    setBusy(true)
    setStatus('Saving…')
    const url = version === null ? base : `${base}/${item?.id}`
    const body = { data: { type, attributes: fields, ...(version === null ? {} : { meta: { version } }) } }
    const result = await apiSend<Body<T>>(version === null ? 'POST' : 'PUT', url, body)
    setBusy(false)
    if (!result.ok) return refused(result, 'Not saved')
    setConflict(null)
    show(result.body.data.attributes)
    setStatus('Saved.')
    if (version === null) onCreated(result.body.data.attributes)
  }

  const save = form.handleSubmit((fields) => saveOn(fields, item ? item.version : null))
  const keepMine = () => (conflict ? saveOn(form.getValues(), conflict.version) : undefined)
  const takeTheirs = () => {
    if (conflict) show(conflict)
    setConflict(null)
    setStatus('The stored copy is in the form.')
  }

  const remove = async () => {
    if (!item || !window.confirm('Delete this for good?')) return
    setBusy(true)
    const result = await apiSend<undefined>('DELETE', `${base}/${item.id}`, { version: item.version })
    setBusy(false)
    if (!result.ok) return refused(result, 'Not deleted')
    setStatus('Deleted.')
    setItem(null)
    form.reset(empty)
  }

  return { item, conflict, status, busy, loadError, save, keepMine, takeTheirs, remove }
}
