import { useFormContext } from 'react-hook-form'
import type { VideoFormValues } from './video-form-values'

/** Draft or Published; a published video appears only once its media are ready (and inside its release window). */
export function VideoStatusField({ ready }: { ready: boolean }) {
  const { register, watch } = useFormContext<VideoFormValues>()
  const published = watch('status') === 'published'
  return (
    <fieldset className="admin-fieldset" aria-describedby={published && !ready ? 'video-status-hint' : undefined}>
      <legend>On the site</legend>
      <div className="admin-checks">
        <label className="admin-check">
          <input type="radio" value="draft" {...register('status')} /> Draft
        </label>
        <label className="admin-check">
          <input type="radio" value="published" {...register('status')} /> Published
        </label>
      </div>
      {published && !ready ? (
        <p className="admin-hint" id="video-status-hint">
          It appears on the site once it is ready.
        </p>
      ) : null}
    </fieldset>
  )
}
