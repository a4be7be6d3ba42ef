/**
 * Issue 21 §6: POST /api/admin/notices {data:{attributes:{matchId?, streamId?, message:{en, ar}}}}.
 * A notice is one or two plain sentences in both languages (every player
 * shows it in its page's language): no markup (it is shown as text, but a
 * '<' in a notice is a paste from somewhere else, not what an operator meant),
 * no control characters, at most NOTICE_MESSAGE_MAX characters.
 */
import * as z from 'zod'

export const NOTICE_MESSAGE_MAX = 280

const NoticeTextSchema = z
  .string()
  .trim()
  .min(1, 'is empty')
  .max(NOTICE_MESSAGE_MAX, `is longer than ${NOTICE_MESSAGE_MAX} characters`)
  .regex(/^[^<>\p{Cc}]+$/u, 'has markup or control characters: plain text only')

export const NoticeRequestSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('notice').optional(),
    attributes: z.strictObject({
      matchId: z.number().int().min(1).max(999_999_999).optional(),
      streamId: z
        .string()
        .regex(/^[a-z0-9-]{1,64}$/)
        .optional(),
      message: z.strictObject({ en: NoticeTextSchema, ar: NoticeTextSchema }),
    }),
  }),
})

export type NoticeRequest = z.output<typeof NoticeRequestSchema>['data']['attributes']

/** Path ids of notices. */
export const NoticeIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
