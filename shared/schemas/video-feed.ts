/** Query schemas of the video feed API (SPEC §3 video service configuration, §7, §9.4). */
import * as z from 'zod'

/** SPEC §3: four feeds, 1 LATEST, 2 LIVE, 3 SUBSCRIPTIONS & PASSES, 4 FAQs. */
export const VIDEO_FEED_IDS = [1, 2, 3, 4] as const
export type VideoFeedId = (typeof VIDEO_FEED_IDS)[number]
/** SPEC §7, §9.4: pageIndex 0, pageSize 10 (the video sidebar's page). */
export const VIDEO_FEED_PAGE_SIZE = 10
export const MAX_VIDEO_FEED_PAGE_SIZE = 50
/** The deepest page served (0-based): past it a client is walking, not watching. */
export const MAX_VIDEO_FEED_PAGE_INDEX = 1000
/** A section key as stored in feed_sections.section_key. */
export const SECTION_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))

export const FeedIdSchema = intParam(VIDEO_FEED_IDS[0], VIDEO_FEED_IDS.at(-1)!)

export const FeedSectionsQuerySchema = z.object({
  // SPEC §7: 'current' or 'fallback' (or another key of the feed); absent or empty means 'current'.
  section: z.union([z.literal(''), z.string().regex(SECTION_KEY_PATTERN)]).optional(),
  pageIndex: intParam(0, MAX_VIDEO_FEED_PAGE_INDEX).default(0),
  pageSize: intParam(1, MAX_VIDEO_FEED_PAGE_SIZE).default(VIDEO_FEED_PAGE_SIZE),
})
export type FeedSectionsQuery = z.infer<typeof FeedSectionsQuerySchema>
