import { useCallback, useEffect, useRef, useState } from 'react'
import { DEFAULT_UPLOAD_MAX_BYTES, UPLOAD_EXPIRY_HOURS } from '../../../shared/rules/video-upload'
import { checkVideoFile, titleOfFile } from '../../../shared/rules/video-upload-display'
import { startVideoUpload, type VideoUpload } from './tus-upload'

export type UploadPhase = 'refused' | 'waiting' | 'starting' | 'uploading' | 'paused' | 'done' | 'failed' | 'cancelled'

export interface QueuedUpload {
  key: number
  file: File
  phase: UploadPhase
  sent: number
  total: number
  /** Bytes already on the server when this session of sending began (a resume, an unpause). */
  base: number
  /** When this session of sending began (ms). */
  since: number
  resumedFrom: number | null
  entryId: string | null
  message: string
}

const ACTIVE: readonly UploadPhase[] = ['starting', 'uploading', 'paused']
let nextKey = 1

/**
 * Issue 20 §2: files chosen or dropped upload one after another. A file the
 * rules refuse (empty, too large, not a video) is listed with the reason and
 * never sent. `onChanged` tells the list to look again (an entry appeared,
 * finished or went); `onFinished` gets the entry of the last file of the queue.
 */
export function useUploadQueue(onChanged: () => void, onFinished: (entryId: string) => void) {
  const [items, setItems] = useState<QueuedUpload[]>([])
  const controls = useRef(new Map<number, VideoUpload>())
  /** Cancelled before the tus client had loaded: its upload is terminated as soon as it exists. */
  const cancelledEarly = useRef(new Set<number>())
  const callbacks = useRef({ onChanged, onFinished })
  callbacks.current = { onChanged, onFinished }

  const update = useCallback((key: number, change: Partial<QueuedUpload> | ((item: QueuedUpload) => Partial<QueuedUpload>)) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...(typeof change === 'function' ? change(item) : change) } : item)))
  }, [])

  const add = useCallback((files: Iterable<File>) => {
    const added = [...files].map((file): QueuedUpload => {
      const check = checkVideoFile(file, DEFAULT_UPLOAD_MAX_BYTES)
      return {
        key: nextKey++,
        file,
        phase: check.ok ? 'waiting' : 'refused',
        sent: 0,
        total: file.size,
        base: 0,
        since: Date.now(),
        resumedFrom: null,
        entryId: null,
        message: check.ok ? '' : check.message,
      }
    })
    setItems((all) => [...all, ...added])
  }, [])

  const start = useCallback(
    async (item: QueuedUpload) => {
      update(item.key, { phase: 'starting', since: Date.now() })
      try {
        const upload = await startVideoUpload(item.file, titleOfFile(item.file.name), {
          // A part still arriving after Pause or Cancel leaves the item as the editor set it.
          onProgress: (sent, total) =>
            update(item.key, (current) => ({
              phase: current.phase === 'paused' || current.phase === 'cancelled' ? current.phase : 'uploading',
              sent,
              total,
            })),
          onResumed: (offset, total) =>
            update(item.key, (current) => ({
              base: offset,
              sent: offset,
              total,
              since: Date.now(),
              resumedFrom: current.resumedFrom ?? offset,
            })),
          onEntry: (entryId) => {
            update(item.key, { entryId })
            callbacks.current.onChanged()
          },
          onSuccess: (entryId) => {
            controls.current.delete(item.key)
            update(item.key, (current) => ({ phase: 'done', sent: current.total, entryId: entryId ?? current.entryId }))
            callbacks.current.onChanged()
          },
          onError: (message) => update(item.key, (current) => (current.phase === 'cancelled' ? {} : { phase: 'failed', message })),
        })
        if (cancelledEarly.current.delete(item.key)) await upload.cancel().catch(() => {})
        else controls.current.set(item.key, upload)
      } catch {
        update(item.key, { phase: 'failed', message: 'The upload could not start: reload the page and try again.' })
      }
    },
    [update],
  )

  // One upload at a time: the next waiting file starts when none is active.
  useEffect(() => {
    if (items.some((item) => ACTIVE.includes(item.phase))) return
    const next = items.find((item) => item.phase === 'waiting')
    if (next) void start(next)
  }, [items, start])

  // The last file of the queue done: its entry opens in its form.
  const opened = useRef(new Set<number>())
  useEffect(() => {
    const last = items.at(-1)
    const waiting = items.some((item) => item.phase === 'waiting' || ACTIVE.includes(item.phase))
    if (!last || waiting) return
    const done = [...items].reverse().find((item) => item.phase === 'done')
    if (done?.entryId && done === last && !opened.current.has(done.key)) {
      opened.current.add(done.key)
      callbacks.current.onFinished(done.entryId)
    }
  }, [items])

  // Leaving the page mid-upload asks first (it resumes later, but the editor should know).
  const busy = items.some((item) => ACTIVE.includes(item.phase))
  useEffect(() => {
    if (!busy) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [busy])

  const pause = (key: number) => {
    controls.current.get(key)?.pause()
    update(key, { phase: 'paused' })
  }
  const resume = (key: number) => {
    const upload = controls.current.get(key)
    if (!upload) return
    update(key, (current) => ({ phase: 'uploading', base: current.sent, since: Date.now(), message: '' }))
    upload.resume()
  }
  const cancel = async (key: number) => {
    const upload = controls.current.get(key)
    controls.current.delete(key)
    if (!upload) cancelledEarly.current.add(key)
    update(key, { phase: 'cancelled', message: '' })
    try {
      await upload?.cancel()
    } catch {
      update(key, {
        message: `The server did not confirm the cancel; the unfinished upload is removed within ${UPLOAD_EXPIRY_HOURS} hours.`,
      })
    }
    callbacks.current.onChanged()
  }
  const dismiss = (key: number) => setItems((all) => all.filter((item) => item.key !== key))

  return { items, add, pause, resume, cancel, dismiss }
}
