/**
 * Issue 19 §6: adverts as an administrator books them. Slot adverts (SPEC §3,
 * the three footer slots) and the "Advert (other)" / aggregated-feed adverts
 * (migration 0003), each with pictures from the library, a UTC window whose
 * end follows its start, a channel and a link of ours or https (SPEC §5).
 */
import * as z from 'zod'
import { FOOTER_SLOTS } from '../types/slot-advert'
import {
  ChannelSchema,
  createEnvelope,
  LinkSchema,
  NameSchema,
  OptionalPictureKeySchema,
  OptionalTextSchema,
  OrderSchema,
  PictureKeySchema,
  UtcSchema,
  updateEnvelope,
  withWindow,
} from './admin-commerce-fields'

export const SlotAdvertFieldsSchema = withWindow(
  z.strictObject({
    slotId: z.enum(FOOTER_SLOTS),
    advertName: NameSchema,
    advertRef: OptionalTextSchema,
    campaignRef: OptionalTextSchema,
    url: LinkSchema,
    enabled: z.boolean(),
    channel: ChannelSchema,
    childFriendly: z.boolean(),
    startUTC: UtcSchema,
    endUTC: UtcSchema,
    mobileImageKey: PictureKeySchema,
    desktopImageKey: OptionalPictureKeySchema,
    position: OrderSchema,
  }),
)
export type SlotAdvertFields = z.output<typeof SlotAdvertFieldsSchema>
export const SlotAdvertCreateSchema = createEnvelope('slotAdvert', SlotAdvertFieldsSchema)
export const SlotAdvertUpdateSchema = updateEnvelope('slotAdvert', SlotAdvertFieldsSchema)

export interface AdminSlotAdvert extends SlotAdvertFields {
  id: number
  version: number
}

/** SPEC §2.10 ad sizes. */
export const ADVERT_IMAGE_SIZES = ['mpu', 'banner', 'large-banner'] as const
export const ADVERT_KINDS = ['other', 'aggregated-feed'] as const

export const AdvertFieldsSchema = withWindow(
  z.strictObject({
    kind: z.enum(ADVERT_KINDS),
    /** Where on the site it goes; '' is anywhere. */
    placement: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z0-9-]*$/, 'Lower-case letters, digits and dashes'),
    title: NameSchema,
    url: LinkSchema,
    enabled: z.boolean(),
    channel: ChannelSchema,
    childFriendly: z.boolean(),
    startUTC: UtcSchema,
    endUTC: UtcSchema,
    position: OrderSchema,
    mobileImageKey: OptionalPictureKeySchema,
    mobileImageSize: z.enum(ADVERT_IMAGE_SIZES),
    desktopImageKey: OptionalPictureKeySchema,
    desktopImageSize: z.enum(ADVERT_IMAGE_SIZES),
    feedImageKey: OptionalPictureKeySchema,
  }),
).superRefine((fields, ctx) => {
  // SPEC §3/§5: an "Advert (other)" needs its mobile picture, a feed advert its content-feed one.
  if (fields.kind === 'other' && fields.mobileImageKey === '') {
    ctx.addIssue({ code: 'custom', path: ['mobileImageKey'], message: 'An advert needs its mobile picture' })
  }
  if (fields.kind === 'aggregated-feed' && fields.feedImageKey === '') {
    ctx.addIssue({ code: 'custom', path: ['feedImageKey'], message: 'A feed advert needs its feed picture' })
  }
})
export type AdvertFields = z.output<typeof AdvertFieldsSchema>
export const AdvertCreateSchema = createEnvelope('advert', AdvertFieldsSchema)
export const AdvertUpdateSchema = updateEnvelope('advert', AdvertFieldsSchema)

export interface AdminAdvert extends AdvertFields {
  id: number
  version: number
}
