/**
 * Issue 19 §6: overlay promos as an administrator writes them (SPEC §2.10
 * Default and Mini variants; §3 promoID, startDateTime, endDateTime, type,
 * url, webNewWindow, imageKey, imageAltText; §4.8). The audience is the
 * channel the promo shows on (Web: this site; App: the club's app). The
 * window is in UTC; the link is ours or https (shared/rules/promo-link.ts).
 */
import * as z from 'zod'
import { checkImageKey } from '../rules/image-request'
import { OUTBOUND_LINK_MESSAGES, outboundLinkProblem } from '../rules/outbound-link'
import { PROMO_WINDOW_MESSAGES, type PromoState, promoWindowProblem } from '../rules/promo-window'

const UtcTime = z.iso.datetime({ message: 'A date and time in UTC' })

export const PromoFieldsSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'Name the promo').max(100, 'At most 100 characters'),
    type: z.enum(['Default', 'Mini']),
    channel: z.enum(['Web', 'App']),
    startUtc: UtcTime,
    endUtc: UtcTime,
    url: z
      .string()
      .trim()
      .superRefine((url, ctx) => {
        const problem = outboundLinkProblem(url)
        if (problem) ctx.addIssue({ code: 'custom', message: OUTBOUND_LINK_MESSAGES[problem] })
      }),
    webNewWindow: z.boolean(),
    imageKey: z
      .string()
      .max(200)
      .refine((key) => checkImageKey(key).kind === 'ok', 'Choose or upload a picture'),
    imageAlt: z.string().trim().max(200, 'At most 200 characters'),
    enabled: z.boolean(),
  })
  .superRefine((promo, ctx) => {
    const problem = promoWindowProblem(promo.startUtc, promo.endUtc)
    if (problem) ctx.addIssue({ code: 'custom', message: PROMO_WINDOW_MESSAGES[problem], path: ['endUtc'] })
  })

export type PromoFields = z.output<typeof PromoFieldsSchema>

export const PromoCreateSchema = z.strictObject({ fields: PromoFieldsSchema })
export const PromoUpdateSchema = z.strictObject({ version: z.number().int().min(1), fields: PromoFieldsSchema })

export type { PromoState }

export interface AdminPromo extends PromoFields {
  id: number
  version: number
  state: PromoState
}
