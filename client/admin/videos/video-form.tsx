import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { type VideoFields, VideoFieldsSchema } from '../../../shared/schemas/admin-videos'
import { useAdminData } from '../use-admin-data'
import { LondonDateTimeField } from './london-date-time-field'
import { VideoCaptionsPanel } from './video-captions-panel'
import { VideoConflictNotice } from './video-conflict-notice'
import { VideoEntitlementsField } from './video-entitlements-field'
import type { VideoFormValues } from './video-form-values'
import { PackageCommand, VideoStateBadge } from './video-state'
import { VideoStatusField } from './video-status-field'
import { type VideoChoices, VideoTextFields } from './video-text-fields'
import { VideoThumbnailField } from './video-thumbnail-field'
import { useVideoEditing } from './use-video-editing'

const EMPTY: VideoFormValues = {
  title: '',
  titleAr: '',
  description: '',
  categoryId: null,
  channelId: null,
  entitlements: [],
  thumbnailKey: null,
  releaseFrom: '',
  releaseUntil: null,
  status: 'draft',
}

/**
 * Issue 20 §2: describe an uploaded video. The form checks with the API's own
 * schema (zodResolver(VideoFieldsSchema)), so it refuses what the API refuses;
 * what only the server knows comes back beside its field.
 */
export function VideoForm({ entryId }: { entryId: string }) {
  const form = useForm<VideoFormValues, unknown, VideoFields>({
    resolver: zodResolver(VideoFieldsSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  })
  const editing = useVideoEditing(entryId, form)
  const choices = useAdminData<{ data: VideoChoices }>('/api/admin/videos/choices').state
  const { video } = editing
  const { errors } = form.formState

  if (editing.loadError) {
    return (
      <div>
        <h1>Video</h1>
        <p role="alert">{editing.loadError}</p>
        <p>
          <a href="/admin/videos">Back to the videos list</a>
        </p>
      </div>
    )
  }
  // The selects are drawn once their options are known, so they show the stored choice.
  if (!video || choices.status === 'loading') return <p role="status">Loading the video…</p>
  const options = choices.status === 'ready' ? choices.data.data : null

  return (
    <FormProvider {...form}>
      <form
        className="admin-form video-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void editing.save()
        }}
      >
        <div className="admin-heading-row">
          <h1>Edit video</h1>
          <p className="admin-meta">
            <VideoStateBadge video={video} /> Version {video.version}
          </p>
        </div>
        <p className="admin-back">
          <a href="/admin/videos">← Videos list</a>
        </p>
        {video.state === 'waiting_for_packaging' && video.packageCommand ? <PackageCommand command={video.packageCommand} /> : null}
        {choices.status === 'failed' ? <p role="alert">The categories, channels and tiers could not be read: reload the page.</p> : null}
        {editing.conflict ? (
          <VideoConflictNotice
            mine={form.getValues()}
            stored={editing.conflict}
            busy={editing.busy}
            onKeepMine={() => void editing.keepMine()}
            onTakeTheirs={editing.takeTheirs}
          />
        ) : null}
        <div className="admin-form__grid">
          <div className="admin-form__main">
            <VideoTextFields choices={options} />
            <VideoThumbnailField />
          </div>
          <div className="admin-form__side">
            <VideoStatusField ready={video.state === 'ready'} />
            <fieldset className="admin-fieldset">
              <legend>Release window (London time)</legend>
              <Controller
                name="releaseFrom"
                control={form.control}
                render={({ field }) => (
                  <LondonDateTimeField
                    id="video-release-from"
                    label="Available from"
                    value={field.value || null}
                    error={errors.releaseFrom?.message}
                    onChange={(value) => field.onChange(value ?? '')}
                  />
                )}
              />
              <Controller
                name="releaseUntil"
                control={form.control}
                render={({ field }) => (
                  <LondonDateTimeField
                    id="video-release-until"
                    label="Available until"
                    hint="Leave empty: no end."
                    value={field.value ?? null}
                    error={errors.releaseUntil?.message}
                    onChange={field.onChange}
                  />
                )}
              />
            </fieldset>
            <VideoEntitlementsField tiers={options?.tiers ?? (choices.status === 'failed' ? [] : null)} />
          </div>
        </div>
        <div className="admin-form__footer">
          <div className="admin-actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={editing.busy}>
              Save
            </button>
            <button
              type="button"
              className="admin-button admin-button--danger"
              disabled={editing.busy}
              onClick={() => void editing.remove()}
            >
              Delete video
            </button>
          </div>
          <p className="admin-status" role="status">
            {editing.status}
          </p>
        </div>
      </form>
      <VideoCaptionsPanel entryId={entryId} captions={video.captions} onChanged={editing.captionsChanged} />
    </FormProvider>
  )
}
