/**
 * Issue 19 §6 (administrators): a package and its price options as the back
 * office writes them, one form and one body (SPEC §3 Package and Price
 * option; migration 0001). The API validates with these schemas and the
 * form resolves with them (zodResolver), so both refuse the same things.
 * Amounts are in minor units (pence); the Stripe price id has Stripe's shape.
 */
import * as z from 'zod'
import { decideReturnPath } from '../rules/return-path'
import { STRIPE_PRICE_ID } from '../rules/commerce-sale'
import { checkImageKey } from '../rules/image-request'

export const CatalogueSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'Lower-case letters, digits and dashes, 2 to 64 long (it is part of checkout links)')

const Line = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${label} is one line of text`)

const OwnPage = z.string().refine((path) => decideReturnPath(path).verdict === 'kept', 'A page of this site, starting with /')

const PictureKey = z
  .string()
  .max(200)
  .refine((key) => checkImageKey(key).kind === 'ok', 'Not a picture of ours: choose or upload one')

const EntitlementCode = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'An entitlement code: lower-case letters, digits, dashes')

export const PriceOptionFieldsSchema = z
  .strictObject({
    /** null: a new option (the server names it). */
    id: CatalogueSlugSchema.nullable(),
    type: z.enum(['recurring', 'one-off']),
    amountPence: z.number().int('Whole pence').min(0, 'Not below zero').max(10_000_000, 'At most 100,000.00'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Three capital letters (GBP)'),
    interval: z.enum(['month', 'season']).nullable(),
    priceDisplay: Line('The price as shown', 40).min(1, 'Say the price as supporters see it (£5.99)'),
    offer: Line('The offer', 100),
    /** Rich text on the card's back: stored as written, sanitised on every render (worker/render/sanitise-html.ts). */
    furtherInformationHtml: z.string().max(5000, 'At most 5,000 characters'),
    backsideText: Line('The back text', 300),
    entitlements: z.array(EntitlementCode).max(10),
    stripePriceId: z.string().regex(STRIPE_PRICE_ID, "A Stripe price id: 'price_' then letters and digits").nullable(),
  })
  // Checkout bills a subscription monthly (worker/payments/checkout-params.ts; Stripe has no 'season'
  // interval): a season price is one payment that lasts to the season's end (SPEC §9.2, the plus tier).
  .refine((p) => p.type !== 'recurring' || p.interval === 'month', {
    message: 'A subscription renews every month; a season price is one payment',
    path: ['interval'],
  })

export const PackageFieldsSchema = z.strictObject({
  title: Line('The title', 100).min(1, 'Give the package a title'),
  /** Shown as plain text on the card and sent to Stripe as metadata. */
  description: Line('The description', 500),
  packageType: z.enum(['membership', 'match-pass']),
  availability: z.enum(['all', 'international', 'eligible-regions']),
  successfulPaymentPage: OwnPage,
  cancelledPaymentPage: OwnPage,
  landscapeImageKey: PictureKey.nullable(),
  orderPosition: z.number().int().min(0).max(1000),
  published: z.boolean(),
  prices: z
    .array(PriceOptionFieldsSchema)
    .max(6, 'At most 6 price options')
    .refine((prices) => {
      const ids = prices.map((p) => p.id).filter((id) => id !== null)
      return new Set(ids).size === ids.length
    }, 'Two price options have the same id'),
})

export type PriceOptionFields = z.output<typeof PriceOptionFieldsSchema>
export type PackageFields = z.output<typeof PackageFieldsSchema>

export const PackageCreateSchema = z.strictObject({ id: CatalogueSlugSchema, fields: PackageFieldsSchema })
export const PackageUpdateSchema = z.strictObject({ version: z.number().int().min(1), fields: PackageFieldsSchema })
export const VersionBodySchema = z.strictObject({ version: z.number().int().min(1) })

export interface AdminPriceOption extends PriceOptionFields {
  id: string
  version: number
  purchases: number
}

export interface AdminPackage extends Omit<PackageFields, 'prices'> {
  id: string
  version: number
  purchases: number
  prices: AdminPriceOption[]
}

/** The match a pass is sold for now (the live first-team match, else the next one): worker/db/sale-calendar.ts. */
export interface PassMatchSummary {
  matchId: number
  kickoff: string
  opponent: string
}
