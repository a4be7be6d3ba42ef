import { useFormContext } from 'react-hook-form'
import { IMAGE_SIZES, imageUrl } from '../../../shared/images'
import { checkImageKey } from '../../../shared/rules/image-request'
import { fieldAria, FormField } from '../form-field'
import { LeadPictureUpload } from '../pictures/lead-picture-upload'
import type { VideoFormValues } from './video-form-values'

const nullIfEmpty = (value: unknown) => (value === '' || value === null ? null : value)

/**
 * Issue 20 §5: the video's picture: one of the picture library (named, or
 * uploaded here as the other forms do), or none: a frame at 10% of the video.
 */
export function VideoThumbnailField() {
  const { register, setValue, watch, formState } = useFormContext<VideoFormValues>()
  const key = watch('thumbnailKey')
  const error = formState.errors.thumbnailKey?.message
  const preview = key && checkImageKey(key).kind === 'ok' ? key : null
  return (
    <FormField
      id="video-thumbnail"
      label="Picture key"
      hint="Upload a picture, or name one of the library, as videos/derby.jpg. Leave it empty: a frame at 10% of the video is used."
      error={error}
    >
      <input
        id="video-thumbnail"
        type="text"
        spellCheck={false}
        dir="ltr"
        {...fieldAria('video-thumbnail', error, true)}
        {...register('thumbnailKey', { setValueAs: nullIfEmpty })}
      />
      {preview ? (
        <img
          className="video-form__thumb"
          src={imageUrl(preview, IMAGE_SIZES.videoThumbnail)}
          alt=""
          width={IMAGE_SIZES.videoThumbnail.width}
          height={IMAGE_SIZES.videoThumbnail.height}
        />
      ) : null}
      <div className="admin-inline">
        <LeadPictureUpload onUploaded={(uploaded) => setValue('thumbnailKey', uploaded, { shouldDirty: true, shouldValidate: true })} />
        {key ? (
          <button
            type="button"
            className="admin-button admin-button--small"
            onClick={() => setValue('thumbnailKey', null, { shouldDirty: true, shouldValidate: true })}
          >
            Use a frame of the video instead
          </button>
        ) : null}
      </div>
    </FormField>
  )
}
