import { useFormContext } from 'react-hook-form'
import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '../../../shared/schemas/admin-videos'
import { fieldAria, FormField } from '../form-field'
import type { VideoFormValues } from './video-form-values'

export interface VideoChoices {
  categories: { id: number; name: string }[]
  channels: { id: number; name: string }[]
  tiers: { code: string; name: string }[]
}

const idOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))

/** The video's words (English and Arabic side by side) and where it is filed (issue 20 §2). */
export function VideoTextFields({ choices }: { choices: VideoChoices | null }) {
  const { register, formState } = useFormContext<VideoFormValues>()
  const { errors } = formState
  return (
    <div className="admin-form__fields">
      <div className="video-form__pair">
        <FormField id="video-title" label="Title" error={errors.title?.message}>
          <input
            id="video-title"
            type="text"
            maxLength={VIDEO_TITLE_MAX}
            lang="en"
            {...fieldAria('video-title', errors.title?.message)}
            {...register('title')}
          />
        </FormField>
        <FormField id="video-title-ar" label="Arabic title" error={errors.titleAr?.message}>
          <input
            id="video-title-ar"
            type="text"
            maxLength={VIDEO_TITLE_MAX}
            dir="rtl"
            lang="ar"
            {...fieldAria('video-title-ar', errors.titleAr?.message)}
            {...register('titleAr')}
          />
        </FormField>
      </div>
      <FormField id="video-description" label="Description" error={errors.description?.message}>
        <textarea
          id="video-description"
          rows={4}
          maxLength={VIDEO_DESCRIPTION_MAX}
          {...fieldAria('video-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <div className="video-form__pair">
        <FormField id="video-category" label="Category" error={errors.categoryId?.message}>
          <select
            id="video-category"
            {...fieldAria('video-category', errors.categoryId?.message)}
            {...register('categoryId', { setValueAs: idOrNull })}
          >
            <option value="">None</option>
            {choices?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="video-channel" label="Channel" error={errors.channelId?.message}>
          <select
            id="video-channel"
            {...fieldAria('video-channel', errors.channelId?.message)}
            {...register('channelId', { setValueAs: idOrNull })}
          >
            <option value="">None</option>
            {choices?.channels.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channel.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </div>
  )
}
