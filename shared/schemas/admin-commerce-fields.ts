/**
 * Issue 19 §6, §10: the pieces the advert and sponsor forms share with the
 * API that checks them: a link, a picture of ours, a UTC window, and the
 * create / update / delete envelopes (every update and delete names the
 * version it was made on).
 */
import * as z from 'zod'
import { OUTBOUND_LINK_MESSAGES, outboundLinkProblem } from '../rules/outbound-link'
import { ADVERT_WINDOW_MESSAGE, advertWindowState } from '../rules/advert-window'
import { checkImageKey } from '../rules/image-request'

export const NAME_MAX = 120

export const NameSchema = z.string().trim().min(1, 'Required').max(NAME_MAX, `At most ${NAME_MAX} characters`)
export const OptionalTextSchema = z.string().trim().max(NAME_MAX, `At most ${NAME_MAX} characters`)

/** Required link (an advert goes somewhere: SPEC §5). */
export const LinkSchema = z
  .string()
  .min(1, OUTBOUND_LINK_MESSAGES.notOursOrHttps)
  .max(2000, OUTBOUND_LINK_MESSAGES.tooLong)
  .refine((link) => outboundLinkProblem(link) === null, OUTBOUND_LINK_MESSAGES.notOursOrHttps)

export const PictureKeySchema = z
  .string()
  .max(200)
  .refine((key) => checkImageKey(key).kind === 'ok', 'Not a picture of ours: choose or upload one')

/** '' when the advert has no such picture. */
export const OptionalPictureKeySchema = z.union([z.literal(''), PictureKeySchema])

export const UtcSchema = z.iso.datetime({ message: 'A date and time (UTC)' })

/** SPEC §3/§5 channels: '' (every channel), 'web' or 'app' (rotation on the site shows '' and 'web'). */
export const ADVERT_CHANNELS = ['', 'web', 'app'] as const
export const ChannelSchema = z.enum(ADVERT_CHANNELS)

export const OrderSchema = z.number().int().min(0, 'At least 0').max(10_000, 'At most 10000')

export const VersionSchema = z.number().int().positive()

/** Adds the window check to a fields object with startUTC and endUTC. */
export function withWindow<T extends z.ZodType<{ startUTC: string; endUTC: string }>>(schema: T) {
  return schema.superRefine((fields, ctx) => {
    if (advertWindowState(fields.startUTC, fields.endUTC) === 'endNotAfterStart') {
      ctx.addIssue({ code: 'custom', path: ['endUTC'], message: ADVERT_WINDOW_MESSAGE })
    }
  })
}

export function createEnvelope<T extends z.ZodType>(type: string, fields: T) {
  return z.strictObject({ data: z.strictObject({ type: z.literal(type), attributes: fields }) })
}

export function updateEnvelope<T extends z.ZodType>(type: string, fields: T) {
  return z.strictObject({
    data: z.strictObject({ type: z.literal(type), attributes: fields, meta: z.strictObject({ version: VersionSchema }) }),
  })
}

export const DeleteSchema = z.strictObject({ version: VersionSchema })

export const ListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
})
export type ListQuery = z.output<typeof ListQuerySchema>
