import { useCallback, useEffect, useState } from 'react'
import type { Path, UseFormReturn } from 'react-hook-form'
import type { PageFields, PageFieldsInput } from '../../../shared/schemas/admin-pages'
import type { AdminPage } from '../../../shared/types/admin-pages'
import { navigate } from '../../router/navigate'
import { useStore } from '../../state/store-context'
import { type ApiResult, apiGet, apiSend, errorText } from '../admin-api'

type Body = { data: { attributes: AdminPage } }
type Form = UseFormReturn<PageFieldsInput, unknown, PageFields>

export function emptyPageValues(): PageFieldsInput {
  return {
    title: '',
    menuTitle: '',
    slug: '',
    parentId: null,
    template: 'Default',
    summary: '',
    bodyHtml: '',
    imageKey: null,
    imageAlt: '',
    externalUrl: '',
    newTab: false,
    blocks: [],
  }
}

/** '/data/attributes/blocks/1/text' → 'blocks.1.text' (the form's path for a server's field error). */
export function formPathOfPointer(pointer: string | undefined): string | null {
  if (!pointer?.startsWith('/data/attributes/')) return null
  return pointer.slice('/data/attributes/'.length).split('/').join('.') || null
}

let carried = ''

/**
 * Issue 19 §3 and §10: the page form's work with the API (load, save, publish, unpublish, delete).
 * A save refused because someone else saved first keeps the editor's values and hands the stored
 * copy to the conflict notice, as the article form does.
 */
export function usePageEditing(id: number | null, form: Form) {
  const store = useStore()
  const [page, setPage] = useState<AdminPage | null>(null)
  const [loadError, setLoadError] = useState('')
  const [status, setStatus] = useState(() => {
    const said = carried
    carried = ''
    return said
  })
  const [conflict, setConflict] = useState<AdminPage | null>(null)
  const [busy, setBusy] = useState(false)

  const show = useCallback(
    (stored: AdminPage) => {
      setPage(stored)
      form.reset(stored.fields)
    },
    [form],
  )

  useEffect(() => {
    if (id === null) return form.reset(emptyPageValues())
    const controller = new AbortController()
    apiGet<Body>(`/api/admin/pages/${id}`, controller.signal)
      .then((result) => (result.ok ? show(result.body.data.attributes) : setLoadError(errorText(result.errors))))
      .catch(() => {})
    return () => controller.abort()
  }, [id, form, show])

  const refused = (result: Extract<ApiResult<unknown>, { ok: false }>, what: string) => {
    if (result.status === 409 && result.errors[0]?.code === 'version_conflict') {
      const stored = (result.body as Partial<Body> | null)?.data?.attributes
      if (stored) setConflict(stored)
      return setStatus(`${what}: someone else saved this page meanwhile.`)
    }
    let beside = false
    for (const error of result.errors) {
      const path = formPathOfPointer(error.source?.pointer)
      if (!path) continue
      form.setError(path as Path<PageFieldsInput>, { type: 'server', message: error.message })
      beside = true
    }
    setStatus(beside ? `${what}: see the fields marked.` : `${what}: ${errorText(result.errors)}`)
  }

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setStatus('Working…')
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }

  const write = async (values: PageFields, version: number | undefined) => {
    const result =
      id === null
        ? await apiSend<Body>('POST', '/api/admin/pages', { data: { type: 'page', attributes: values } })
        : await apiSend<Body>('PUT', `/api/admin/pages/${id}`, { data: { type: 'page', attributes: values, meta: { version } } })
    if (!result.ok) return refused(result, 'Not saved')
    const stored = result.body.data.attributes
    setConflict(null)
    if (id === null) {
      carried = 'Saved as a draft'
      void navigate(store, new URL(`/admin/pages/${stored.id}`, location.href))
    } else {
      show(stored)
      setStatus(stored.status === 'Published' ? 'Saved: the page shows the change now' : 'Saved')
    }
  }

  const saveOn = (version: number | undefined) =>
    run(
      () =>
        new Promise<void>((resolve) => {
          void form.handleSubmit(
            (values) => write(values, version).then(resolve),
            () => {
              setStatus('Not saved: see the fields marked.')
              resolve()
            },
          )()
        }),
    )

  const setState = (action: 'publish' | 'unpublish') =>
    run(async () => {
      if (!page) return
      if (form.formState.isDirty) return setStatus('Save your changes first')
      const result = await apiSend<Body>('POST', `/api/admin/pages/${page.id}/${action}`, { version: page.version })
      if (!result.ok) return refused(result, action === 'publish' ? 'Not published' : 'Not unpublished')
      show(result.body.data.attributes)
      setStatus(action === 'publish' ? 'Published' : 'Unpublished: the page is a draft again')
    })

  const remove = () =>
    run(async () => {
      if (!page || !window.confirm(`Delete “${page.fields.title}”? This cannot be undone.`)) return setStatus('')
      const result = await apiSend<null>('DELETE', `/api/admin/pages/${page.id}`, { version: page.version })
      if (!result.ok) return refused(result, 'Not deleted')
      carried = 'Deleted'
      void navigate(store, new URL('/admin/pages', location.href))
    })

  const takeTheirs = () => {
    if (!conflict) return
    show(conflict)
    setConflict(null)
    setStatus(`Showing the stored copy (version ${conflict.version})`)
  }

  return {
    page,
    loadError,
    status,
    conflict,
    busy,
    save: () => saveOn(page?.version),
    keepMine: () => saveOn(conflict?.version),
    takeTheirs,
    publish: () => setState('publish'),
    unpublish: () => setState('unpublish'),
    remove,
  }
}
