import { progressLine, uploadPercent } from '../../../shared/rules/video-upload-display'
import type { QueuedUpload } from './use-upload-queue'

interface Props {
  item: QueuedUpload
  onPause: () => void
  onResume: () => void
  onCancel: () => void
  onDismiss: () => void
}

const PHASE_WORDS: Partial<Record<QueuedUpload['phase'], string>> = {
  waiting: 'Waiting for the upload before it',
  starting: 'Starting…',
  paused: 'Paused',
  done: 'Uploaded',
  cancelled: 'Cancelled: the upload and its entry are removed',
}

/**
 * Issue 20 §2: one file's upload: a labelled <progress> with its percentage,
 * MB sent of MB, speed and time left, and Pause/Resume and Cancel. What is
 * said aloud is the queue's live region (every 10 %), not this bar.
 */
export function UploadProgress({ item, onPause, onResume, onCancel, onDismiss }: Props) {
  const id = `video-upload-${item.key}`
  const percent = uploadPercent(item.sent, item.total)
  const sending = item.phase === 'uploading' || item.phase === 'starting'
  const finished = item.phase === 'done' || item.phase === 'cancelled' || item.phase === 'refused'
  const elapsed = (Date.now() - item.since) / 1000

  return (
    <li className={`video-upload video-upload--${item.phase}`}>
      <p className="video-upload__name">
        <strong>{item.file.name}</strong>
        {item.resumedFrom !== null && item.total > 0 ? (
          <span className="video-upload__resumed"> Resumed from {uploadPercent(item.resumedFrom, item.total)}%</span>
        ) : null}
      </p>
      {item.phase === 'refused' ? (
        <p className="admin-error">{item.message}</p>
      ) : (
        <>
          <div className="video-upload__bar">
            <label htmlFor={id}>Upload progress</label>
            <progress id={id} max={100} value={percent}>
              {percent}%
            </progress>
            <span className="video-upload__percent" aria-hidden="true">
              {percent}%
            </span>
          </div>
          <p className="video-upload__line">
            {item.phase === 'uploading' ? progressLine(item.sent, item.total, item.base, elapsed) : (PHASE_WORDS[item.phase] ?? '')}
          </p>
          {item.phase === 'failed' ? <p className="admin-error">{item.message}</p> : null}
          {item.phase !== 'failed' && item.message ? <p className="admin-hint">{item.message}</p> : null}
        </>
      )}
      <div className="admin-actions">
        {sending ? (
          <button type="button" className="admin-button admin-button--small" onClick={onPause} disabled={item.phase === 'starting'}>
            Pause<span className="visually-hidden"> {item.file.name}</span>
          </button>
        ) : null}
        {item.phase === 'paused' || (item.phase === 'failed' && item.entryId) ? (
          <button type="button" className="admin-button admin-button--small" onClick={onResume}>
            Resume<span className="visually-hidden"> {item.file.name}</span>
          </button>
        ) : null}
        {sending || item.phase === 'paused' || item.phase === 'failed' ? (
          <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={onCancel}>
            Cancel<span className="visually-hidden"> the upload of {item.file.name}</span>
          </button>
        ) : null}
        {item.phase === 'done' && item.entryId ? (
          <a className="admin-button admin-button--small admin-button--primary" href={`/admin/videos/${item.entryId}`}>
            Describe it<span className="visually-hidden">: {item.file.name}</span>
          </a>
        ) : null}
        {finished || (item.phase === 'failed' && !item.entryId) ? (
          <button type="button" className="admin-button admin-button--small" onClick={onDismiss}>
            Remove from this list<span className="visually-hidden">: {item.file.name}</span>
          </button>
        ) : null}
      </div>
    </li>
  )
}
