import { useCallback, useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { shouldPollVideoList, VIDEO_LIST_POLL_MS } from '../../../shared/rules/video-upload-display'
import type { AdminVideo, VideoFields } from '../../../shared/schemas/admin-videos'
import { navigate } from '../../router/navigate'
import { useStore } from '../../state/store-context'
import { type ApiResult, apiGet, apiSend, errorText, fieldOfPointer } from '../admin-api'
import { VIDEO_FIELD_NAMES, type VideoFormValues, videoValues } from './video-form-values'

export type VideoBody = { data: { type: 'video'; id: string; attributes: AdminVideo } }
type Form = UseFormReturn<VideoFormValues, unknown, VideoFields>

/**
 * Issue 20 §2: the video form's work with the API: load, save on the loaded
 * version, delete. A save refused because someone else saved first keeps the
 * editor's values and hands the stored copy to the conflict notice (as the
 * article form does, issue 19 §10).
 */
export function useVideoEditing(entryId: string, form: Form) {
  const store = useStore()
  const url = `/api/admin/videos/${encodeURIComponent(entryId)}`
  const [video, setVideo] = useState<AdminVideo | null>(null)
  const [loadError, setLoadError] = useState('')
  const [status, setStatus] = useState('')
  const [conflict, setConflict] = useState<AdminVideo | null>(null)
  const [busy, setBusy] = useState(false)

  const show = useCallback(
    (stored: AdminVideo) => {
      setVideo(stored)
      form.reset(videoValues(stored))
    },
    [form],
  )

  useEffect(() => {
    const controller = new AbortController()
    apiGet<VideoBody>(url, controller.signal)
      .then((result) => (result.ok ? show(result.body.data.attributes) : setLoadError(errorText(result.errors))))
      .catch(() => {})
    return () => controller.abort()
  }, [url, show])

  // While the media are on their way the state is asked for again every 10 s (as the list does). Only what the
  // system changes is taken; the version stays the one loaded, so another editor's save is never adopted unseen.
  const state = video?.state
  useEffect(() => {
    if (!state || !shouldPollVideoList([state])) return
    const timer = setInterval(() => {
      void apiGet<VideoBody>(url).then((result) => {
        if (!result.ok) return
        const fresh = result.body.data.attributes
        const { failureReason, packageCommand, upload, durationSeconds } = fresh
        setVideo((current) =>
          current ? { ...current, state: fresh.state, failureReason, packageCommand, upload, durationSeconds } : current,
        )
      })
    }, VIDEO_LIST_POLL_MS)
    return () => clearInterval(timer)
  }, [state, url])

  /** A refusal shown where it belongs: beside its field, as the conflict notice, or in the status line. */
  const refused = (result: Extract<ApiResult<unknown>, { ok: false }>, what: string) => {
    const first = result.errors[0]
    if (result.status === 409 && first?.code === 'version_conflict') {
      const stored = (result.body as Partial<VideoBody> | null)?.data?.attributes
      if (stored) setConflict(stored)
      setStatus(`${what}: someone else saved this video meanwhile.`)
      return
    }
    let beside = false
    for (const error of result.errors) {
      const field = fieldOfPointer(error.source?.pointer)
      if (!field || !(field in VIDEO_FIELD_NAMES)) continue
      form.setError(field as keyof VideoFormValues, { type: 'server', message: error.message })
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

  const saveOn = (version: number | undefined) =>
    run(
      () =>
        new Promise<void>((resolve) => {
          void form.handleSubmit(
            async (values) => {
              const result = await apiSend<VideoBody>('PUT', url, { data: { type: 'video', attributes: { ...values, version } } })
              if (result.ok) {
                setConflict(null)
                show(result.body.data.attributes)
                setStatus('Saved')
              } else refused(result, 'Not saved')
              resolve()
            },
            () => {
              setStatus('Not saved: see the fields marked.')
              resolve()
            },
          )()
        }),
    )

  const save = () => saveOn(video?.version)
  /** "Keep mine": the editor's values saved over the stored version. */
  const keepMine = () => saveOn(conflict?.version)
  /** "Take theirs": the form shows the stored video; the editor's changes are dropped by their choice. */
  const takeTheirs = () => {
    if (!conflict) return
    show(conflict)
    setConflict(null)
    setStatus(`Showing the stored copy (version ${conflict.version})`)
  }

  const remove = () =>
    run(async () => {
      if (!video || !window.confirm(`Delete “${video.title}”? The video and its captions are removed. This cannot be undone.`)) {
        return setStatus('')
      }
      const result = await apiSend<null>('DELETE', url, { version: video.version })
      if (!result.ok) return refused(result, 'Not deleted')
      setStatus('Deleted')
      void navigate(store, new URL('/admin/videos', location.href))
    })

  /** Captions changed (their own endpoint): the stored copy's languages and version move on; the form keeps its values. */
  const captionsChanged = (stored: AdminVideo | null, languages: string[]) =>
    setVideo((current) => (current ? { ...current, captions: languages, version: stored?.version ?? current.version } : current))

  return { video, loadError, status, conflict, busy, save, keepMine, takeTheirs, remove, captionsChanged }
}
