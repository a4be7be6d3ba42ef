/**
 * Issue 19 §6: sponsors as an administrator keeps them (SPEC §3): the rows of
 * the footer (Principal, Elite, Club Partners) in their forced order, each
 * sponsor's logo, link and order, and the one sponsor of each site section
 * per channel.
 */
import * as z from 'zod'
import {
  createEnvelope,
  LinkSchema,
  NameSchema,
  OptionalTextSchema,
  OrderSchema,
  PictureKeySchema,
  updateEnvelope,
  VersionSchema,
} from './admin-commerce-fields'

const IdSchema = z.number().int().positive()

export const SPONSOR_TITLE_SIZES = ['h2', 'h3', 'h4'] as const

export const SponsorRowFieldsSchema = z.strictObject({
  adminName: NameSchema,
  title: NameSchema,
  titleSize: z.enum(SPONSOR_TITLE_SIZES),
  sponsorSize: z.enum(['large', 'small']),
  forcedOrder: OrderSchema,
  published: z.boolean(),
})
export type SponsorRowFields = z.output<typeof SponsorRowFieldsSchema>
export const SponsorRowCreateSchema = createEnvelope('sponsorRow', SponsorRowFieldsSchema)
export const SponsorRowUpdateSchema = updateEnvelope('sponsorRow', SponsorRowFieldsSchema)
export interface AdminSponsorRow extends SponsorRowFields {
  id: number
  version: number
  sponsors: number
}

export const SponsorFieldsSchema = z.strictObject({
  rowId: IdSchema.nullable(),
  title: NameSchema,
  adminName: NameSchema,
  campaignId: OptionalTextSchema,
  mediaLibraryId: OptionalTextSchema,
  url: LinkSchema,
  imageKey: PictureKeySchema,
  published: z.boolean(),
  forcedOrder: OrderSchema,
  childFriendly: z.boolean(),
})
export type SponsorFields = z.output<typeof SponsorFieldsSchema>
export const SponsorCreateSchema = createEnvelope('sponsor', SponsorFieldsSchema)
export const SponsorUpdateSchema = updateEnvelope('sponsor', SponsorFieldsSchema)
export interface AdminSponsor extends SponsorFields {
  id: number
  version: number
}

/** A row's sponsors in a new order: each named with the version the list showed (issue 19 §10). */
export const SponsorOrderSchema = z.strictObject({
  order: z
    .array(z.strictObject({ id: IdSchema, version: VersionSchema }))
    .min(1, 'At least one sponsor')
    .max(100),
})

/** SPEC §3 sections with a sponsor slot. */
export const SPONSOR_SECTIONS = [
  'news-listing',
  'fixtures-page',
  'loading-screen',
  'match-centre',
  'player-of-the-match',
  'homepage-news',
] as const

export const SponsorSlotFieldsSchema = z.strictObject({
  sectionId: z.enum(SPONSOR_SECTIONS),
  name: NameSchema,
  type: z.enum(['app', 'web']),
  active: z.boolean(),
  sponsorId: IdSchema.nullable(),
})
export type SponsorSlotFields = z.output<typeof SponsorSlotFieldsSchema>
export const SponsorSlotCreateSchema = createEnvelope('sponsorSlot', SponsorSlotFieldsSchema)
export const SponsorSlotUpdateSchema = updateEnvelope('sponsorSlot', SponsorSlotFieldsSchema)
export interface AdminSponsorSlot extends SponsorSlotFields {
  id: number
  version: number
}
