import { type DragEvent, useEffect, useRef, useState } from 'react'
import { DEFAULT_UPLOAD_MAX_BYTES, VIDEO_FILE_TYPES } from '../../../shared/rules/video-upload'
import { formatSize, progressToAnnounce, uploadPercent } from '../../../shared/rules/video-upload-display'
import { UploadProgress } from './upload-progress'
import { useUploadQueue } from './use-upload-queue'

/**
 * Issue 20 §2: the drop zone. A file is dragged onto it, or chosen with a real
 * button (keyboard reachable, visible focus) that opens the file picker.
 * Progress is said aloud politely every 10 %, and when an upload resumes,
 * finishes or stops.
 */
export function VideoUploader({ onChanged, onFinished }: { onChanged: () => void; onFinished: (entryId: string) => void }) {
  const queue = useUploadQueue(onChanged, onFinished)
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [said, setSaid] = useState('')
  const announced = useRef(new Map<number, string>())

  // What the live region says: a new step of 10 %, a resume, the end. Never every byte.
  useEffect(() => {
    for (const item of queue.items) {
      const last = announced.current.get(item.key) ?? ''
      let next = ''
      if (item.phase === 'uploading') {
        const lastStep = last.startsWith('step:') ? Number(last.slice(5)) : null
        const step = progressToAnnounce(uploadPercent(item.sent, item.total), lastStep)
        if (step !== null) {
          announced.current.set(item.key, `step:${step}`)
          next = step === 0 ? `${item.file.name}: the upload has started.` : `${item.file.name}: ${step}% uploaded.`
          if (item.resumedFrom !== null && lastStep === null)
            next = `${item.file.name}: resumed from ${uploadPercent(item.resumedFrom, item.total)}%.`
        }
      } else if (['done', 'failed', 'cancelled', 'refused', 'paused'].includes(item.phase) && last !== item.phase) {
        announced.current.set(item.key, item.phase)
        next =
          item.phase === 'done'
            ? `${item.file.name} is uploaded.`
            : item.phase === 'paused'
              ? `${item.file.name} is paused.`
              : item.phase === 'cancelled'
                ? `The upload of ${item.file.name} is cancelled.`
                : `${item.file.name}: ${item.message}`
      }
      if (next) setSaid(next)
    }
  }, [queue.items])

  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (event.dataTransfer.files.length) queue.add(event.dataTransfer.files)
  }

  return (
    <section className="video-uploader" aria-labelledby="video-upload-heading">
      <h2 id="video-upload-heading">Upload videos</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's way; the button below is everyone's. */}
      <div
        className={`video-drop${over ? ' video-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p className="video-drop__text">Drag video files here, or</p>
        <button type="button" className="admin-button admin-button--primary" onClick={() => input.current?.click()}>
          Choose video files
        </button>
        <p className="admin-hint" id="video-drop-hint">
          MP4, MOV, MKV or WebM, up to {formatSize(DEFAULT_UPLOAD_MAX_BYTES)} each. Several files upload one after another. An upload that
          stops (a closed lid, a lost connection) goes on from where it was when you choose the same file again.
        </p>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          multiple
          accept={VIDEO_FILE_TYPES.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            if (event.target.files?.length) queue.add(event.target.files)
            event.target.value = ''
          }}
        />
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      {queue.items.length ? (
        <ul className="video-uploads" aria-label="Uploads">
          {queue.items.map((item) => (
            <UploadProgress
              key={item.key}
              item={item}
              onPause={() => queue.pause(item.key)}
              onResume={() => queue.resume(item.key)}
              onCancel={() => void queue.cancel(item.key)}
              onDismiss={() => queue.dismiss(item.key)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  )
}
