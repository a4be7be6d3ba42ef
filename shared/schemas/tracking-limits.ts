/**
 * Limits of POST /api/events (SPEC §7 event log; issue 12 §3), apart from the
 * zod schemas in tracking.ts so the browser can batch to them without bundling zod.
 */

/** Events per POST (our choice): a page sends a handful; more is not a browser of ours. */
export const MAX_EVENTS_PER_BATCH = 50
/** A full batch of the largest events fits; anything bigger is refused unread (our choice). */
export const MAX_EVENTS_BODY_BYTES = 64 * 1024
