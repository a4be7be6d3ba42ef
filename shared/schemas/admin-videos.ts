/**
 * Issue 20 §2: what the back office sends to describe an uploaded video,
 * shared by the API (/api/admin/videos) and the editor's form (react-hook-form
 * with the zod resolver), so both refuse the same things with the same words.
 */
import * as z from 'zod'
import { checkImageKey } from '../rules/image-request'
import { type VIDEO_PROVIDERS, VIDEO_STATES } from '../rules/video-upload'
import { VersionSchema } from './admin-articles'

export const VIDEO_TITLE_MAX = 200
export const VIDEO_DESCRIPTION_MAX = 4000
export const VIDEO_ENTITLEMENTS_MAX = 10

const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${label} is one line of text`)

/** SPEC §4.3: '?' anyone, '*' any signed-in account, else tier codes (the API checks they exist). */
export const EntitlementCodeSchema = z.string().regex(/^(\?|\*|[a-z0-9][a-z0-9_-]{0,39})$/, "'?', '*' or a tier code")

/** An ISO date and time in UTC, as the release window is stored. */
const InstantSchema = z.iso.datetime({ message: 'A date and time' })

const VIDEO_FIELDS = {
  title: line(VIDEO_TITLE_MAX, 'The title').min(1, 'Give the video a title'),
  titleAr: line(VIDEO_TITLE_MAX, 'The Arabic title'),
  description: z.string().trim().max(VIDEO_DESCRIPTION_MAX, `The description is at most ${VIDEO_DESCRIPTION_MAX} characters`),
  categoryId: z.number().int().positive().nullable(),
  channelId: z.number().int().positive().nullable(),
  entitlements: z
    .array(EntitlementCodeSchema)
    .max(VIDEO_ENTITLEMENTS_MAX, `At most ${VIDEO_ENTITLEMENTS_MAX} codes`)
    .refine((codes) => new Set(codes).size === codes.length, 'A code is listed twice'),
  /** A picture of ours; null: the frame picked at 10% of the video (issue 20 §5). */
  thumbnailKey: z
    .string()
    .max(200)
    .refine((key) => checkImageKey(key).kind === 'ok', 'Not a picture of ours: choose or upload one')
    .nullable(),
  releaseFrom: InstantSchema,
  releaseUntil: InstantSchema.nullable(),
  status: z.enum(['draft', 'published']),
}

function releaseWindowCheck(video: { releaseFrom: string; releaseUntil: string | null }, ctx: z.RefinementCtx): void {
  if (video.releaseUntil !== null && video.releaseUntil <= video.releaseFrom) {
    ctx.addIssue({ code: 'custom', path: ['releaseUntil'], message: 'The release ends after it starts' })
  }
}

/** The form's fields. */
export const VideoFieldsSchema = z.strictObject(VIDEO_FIELDS).superRefine(releaseWindowCheck)

export type VideoFields = z.output<typeof VideoFieldsSchema>

/** PUT /api/admin/videos/{entryId}. */
export const VideoUpdateSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('video'),
    attributes: z.strictObject({ ...VIDEO_FIELDS, version: VersionSchema }).superRefine(releaseWindowCheck),
  }),
})

/** What the list shows of each entry (GET /api/admin/videos). */
export interface AdminVideoSummary {
  title: string
  titleAr: string
  state: (typeof VIDEO_STATES)[number]
  failureReason: string | null
  status: 'draft' | 'published'
  provider: (typeof VIDEO_PROVIDERS)[number]
  releaseFrom: string
  releaseUntil: string | null
  durationSeconds: number
  thumbnailKey: string | null
  captions: string[]
  version: number
  /** r2 and waiting_for_packaging: the exact command that packages it (issue 20 §3); null otherwise. */
  packageCommand: string | null
  /** While uploading: how far it got. */
  upload: { received: number; length: number; fileName: string } | null
  createdAt: string
}

/** GET /api/admin/videos/{entryId}: the summary and what the form edits. */
export interface AdminVideo extends AdminVideoSummary {
  description: string
  categoryId: number | null
  channelId: number | null
  entitlements: string[]
  matchId: number | null
}

export const VIDEO_LIST_STATES = ['all', ...VIDEO_STATES] as const
export const VIDEO_PAGE_SIZES = [10, 25, 50] as const

/** GET /api/admin/videos?page=&size=&state=&q= (issue 20 §2): paged in D1, filtered by state, searched by title. */
export const VideoListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (VIDEO_PAGE_SIZES as readonly number[]).includes(size), `One of ${VIDEO_PAGE_SIZES.join(', ')}`)
    .default(25),
  state: z.enum(VIDEO_LIST_STATES).default('all'),
  q: z.string().trim().max(100).optional(),
})
export type VideoListQuery = z.output<typeof VideoListQuerySchema>

/** DELETE /api/admin/videos/{entryId}: the version the editor saw. */
export const VideoVersionSchema = z.strictObject({ version: VersionSchema })
