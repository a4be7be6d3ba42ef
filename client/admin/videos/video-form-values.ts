import type { z } from 'zod'
import type { AdminVideo, VideoFieldsSchema } from '../../../shared/schemas/admin-videos'

/** What the form holds: the schema's input (the zod resolver reads it into VideoFields). */
export type VideoFormValues = z.input<typeof VideoFieldsSchema>
export type VideoField = keyof VideoFormValues

export const VIDEO_FIELD_NAMES: Record<VideoField, string> = {
  title: 'title',
  titleAr: 'Arabic title',
  description: 'description',
  categoryId: 'category',
  channelId: 'channel',
  entitlements: 'who may watch',
  thumbnailKey: 'picture',
  releaseFrom: 'release start',
  releaseUntil: 'release end',
  status: 'draft or published',
}

/** The form's values for a stored video. */
export function videoValues(video: AdminVideo): VideoFormValues {
  return {
    title: video.title,
    titleAr: video.titleAr,
    description: video.description,
    categoryId: video.categoryId,
    channelId: video.channelId,
    entitlements: [...video.entitlements],
    thumbnailKey: video.thumbnailKey,
    releaseFrom: video.releaseFrom,
    releaseUntil: video.releaseUntil,
    status: video.status,
  }
}

/** Issue 19 §10 (reused for videos): the fields the stored copy has otherwise than the form (entitlements compared as sets). */
export function videoFieldsThatDiffer(mine: VideoFormValues, theirs: VideoFormValues): VideoField[] {
  const same = (field: VideoField): boolean => {
    if (field === 'entitlements') {
      const a = [...mine.entitlements].sort()
      const b = [...theirs.entitlements].sort()
      return a.length === b.length && a.every((code, i) => code === b[i])
    }
    const a = mine[field]
    const b = theirs[field]
    if (typeof a === 'string' && typeof b === 'string' && (field === 'releaseFrom' || field === 'releaseUntil')) {
      return Date.parse(a) === Date.parse(b)
    }
    return a === b
  }
  return (Object.keys(VIDEO_FIELD_NAMES) as VideoField[]).filter((field) => !same(field))
}
