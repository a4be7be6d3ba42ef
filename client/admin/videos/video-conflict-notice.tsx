import type { AdminVideo } from '../../../shared/schemas/admin-videos'
import { VIDEO_FIELD_NAMES, type VideoFormValues, videoFieldsThatDiffer, videoValues } from './video-form-values'
import { ConflictFrame, DifferingFields } from '../conflict-frame'

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
    <ConflictFrame heading="Someone else saved this first" busy={busy} onKeepMine={onKeepMine} onTakeTheirs={onTakeTheirs}>
      <p>The stored copy is version {stored.version}. Your changes are still in the form.</p>
      <DifferingFields
        names={fields.map((field) => VIDEO_FIELD_NAMES[field])}
        none="Their copy has the same fields as yours; only its version differs."
      />
    </ConflictFrame>
  )
}
