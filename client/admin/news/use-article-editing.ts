import { useCallback, useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { articleFieldsThatDiffer } from '../../../shared/rules/article-changes'
import type { ArticleFields } from '../../../shared/schemas/admin-articles'
import type { AdminArticle } from '../../../shared/types/admin-articles'
import { navigate } from '../../router/navigate'
import { useStore } from '../../state/store-context'
import { type ApiResult, apiGet, apiSend, errorText, fieldOfPointer } from '../admin-api'
import { londonDateTime } from '../admin-dates'
import { type ArticleFormValues, articleValues, emptyArticleValues } from './article-form-values'

type Body = { data: { attributes: AdminArticle } }
type Form = UseFormReturn<ArticleFormValues, unknown, ArticleFields>

/** A status said before a client navigation (created → its own page) is shown by the next form. */
let carried = ''

/**
 * Issue 19 §2 and §10: the article form's work with the API: load, save
 * (create or update on the loaded version), publish, schedule, unpublish,
 * delete. A save refused because someone else saved first keeps the editor's
 * values and hands the stored copy to the conflict notice.
 */
export function useArticleEditing(id: number | null, form: Form) {
  const store = useStore()
  const [article, setArticle] = useState<AdminArticle | null>(null)
  const [loadError, setLoadError] = useState('')
  const [status, setStatus] = useState(() => {
    const said = carried
    carried = ''
    return said
  })
  const [conflict, setConflict] = useState<AdminArticle | null>(null)
  const [busy, setBusy] = useState(false)
  const [scheduleError, setScheduleError] = useState('')

  /** The stored article becomes the form's starting point; the body object is kept when unchanged, so the editor keeps its cursor. */
  const show = useCallback(
    (stored: AdminArticle) => {
      setArticle(stored)
      const values = articleValues(stored)
      const current = form.getValues()
      if (!articleFieldsThatDiffer(current, values).includes('body')) values.body = current.body
      form.reset(values)
    },
    [form],
  )

  useEffect(() => {
    if (id === null) {
      form.reset(emptyArticleValues())
      return
    }
    const controller = new AbortController()
    apiGet<Body>(`/api/admin/articles/${id}`, controller.signal)
      .then((result) => (result.ok ? show(result.body.data.attributes) : setLoadError(errorText(result.errors))))
      .catch(() => {})
    return () => controller.abort()
  }, [id, form, show])

  /** A refusal shown where it belongs: beside its field, as the conflict notice, or in the status line. */
  const refused = (result: Extract<ApiResult<unknown>, { ok: false }>, what: string) => {
    const first = result.errors[0]
    if (result.status === 409 && first?.code === 'version_conflict') {
      const stored = (result.body as Partial<Body> | null)?.data?.attributes
      if (stored) setConflict(stored)
      setStatus(`${what}: someone else saved this article meanwhile.`)
      return
    }
    const names = Object.keys(emptyArticleValues())
    let beside = false
    for (const error of result.errors) {
      const field = fieldOfPointer(error.source?.pointer)
      if (field === 'publishAt') setScheduleError(error.message)
      else if (field && names.includes(field)) form.setError(field as keyof ArticleFormValues, { type: 'server', message: error.message })
      else continue
      beside = true
    }
    setStatus(beside ? `${what}: see the fields marked.` : `${what}: ${errorText(result.errors)}`)
  }

  /** Saves the values; the stored article, or null when refused. */
  const write = async (values: ArticleFields, version: number | undefined): Promise<AdminArticle | null> => {
    const result =
      id === null
        ? await apiSend<Body>('POST', '/api/admin/articles', { data: { type: 'article', attributes: values } })
        : await apiSend<Body>('PUT', `/api/admin/articles/${id}`, { data: { type: 'article', attributes: values, meta: { version } } })
    if (!result.ok) {
      refused(result, 'Not saved')
      return null
    }
    const stored = result.body.data.attributes
    setConflict(null)
    if (id === null) {
      carried = 'Saved'
      void navigate(store, new URL(`/admin/articles/${stored.id}`, location.href))
    } else {
      show(stored)
      setStatus('Saved')
    }
    return stored
  }

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true)
    setStatus('Working…')
    try {
      return await work()
    } finally {
      setBusy(false)
    }
  }

  /** Saves when the form holds changes (checked by the schema first), then answers the article as stored. */
  const saved = (version: number | undefined) =>
    new Promise<AdminArticle | null>((resolve) => {
      void form.handleSubmit(
        (values) => write(values, version).then(resolve),
        () => {
          setStatus('Not saved: see the fields marked.')
          resolve(null)
        },
      )()
    })

  const save = () => run(() => saved(article?.version))

  const publish = (publishAt: string | null) =>
    run(async () => {
      if (!article) return
      setScheduleError('')
      const current = form.formState.isDirty ? await saved(article.version) : article
      if (!current) return
      const result = await apiSend<Body>('POST', `/api/admin/articles/${article.id}/publish`, { version: current.version, publishAt })
      if (!result.ok) return refused(result, publishAt ? 'Not scheduled' : 'Not published')
      const stored = result.body.data.attributes
      show(stored)
      setStatus(stored.state === 'scheduled' ? `Scheduled for ${londonDateTime(stored.publishedAt)} London time` : 'Published')
    })

  const unpublish = () =>
    run(async () => {
      if (!article) return
      const result = await apiSend<Body>('POST', `/api/admin/articles/${article.id}/unpublish`, { version: article.version })
      if (!result.ok) return refused(result, 'Not unpublished')
      show(result.body.data.attributes)
      setStatus('Unpublished: the article is a draft again')
    })

  const remove = () =>
    run(async () => {
      if (!article || !window.confirm(`Delete “${article.fields.title}”? This cannot be undone.`)) return setStatus('')
      const result = await apiSend<null>('DELETE', `/api/admin/articles/${article.id}`, { version: article.version })
      if (!result.ok) return refused(result, 'Not deleted')
      setStatus('Deleted')
      void navigate(store, new URL('/admin/articles', location.href))
    })

  /** §10 "Keep mine": the editor's values saved over the stored version. */
  const keepMine = () => run(() => saved(conflict?.version))

  /** §10 "Take theirs": the form shows the stored article; the editor's changes are dropped by their choice. */
  const takeTheirs = () => {
    if (!conflict) return
    setArticle(conflict)
    form.reset(articleValues(conflict))
    setConflict(null)
    setStatus(`Showing the stored copy (version ${conflict.version})`)
  }

  return { article, loadError, status, conflict, busy, scheduleError, save, publish, unpublish, remove, keepMine, takeTheirs }
}
