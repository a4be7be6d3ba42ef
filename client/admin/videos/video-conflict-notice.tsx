import type { AdminVideo } from '../../../shared/schemas/admin-videos'
import { VIDEO_FIELD_NAMES, type VideoFormValues, videoFieldsThatDiffer, videoValues } from './video-form-values'

/**
 * Issue 19 §10, for videos (issue 20 §2): someone else saved the video while
 * this editor worked on it. Their values stay in the form; this says what
 * differs and lets them choose, so nothing is lost without a decision.
 */
export function VideoConflictNotice({
  mine,
  stored,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  mine: VideoFormValues
  stored: AdminVideo
  busy: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  const fields = videoFieldsThatDiffer(mine, videoValues(stored))
  return (
    <div className="admin-conflict" role="alert">
      <h2>Someone else saved this first</h2>
      <p>The stored copy is version {stored.version}. Your changes are still in the form.</p>
      <p>
        {fields.length === 0
          ? 'Their copy has the same fields as yours; only its version differs.'
          : `Different in the stored copy: ${fields.map((field) => VIDEO_FIELD_NAMES[field]).join(', ')}.`}
      </p>
      <div className="admin-actions">
        <button type="button" className="admin-button admin-button--primary" disabled={busy} onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="admin-button" disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </button>
      </div>
    </div>
  )
}
