/** SPEC §3 slot advert, as GET /api/advertising/slots/* answers it (SPEC §7). */

/** SPEC §3: the three square footer slots. */
export const FOOTER_SLOTS = ['footerSlot1', 'footerSlot2', 'footerSlot3'] as const
export type FooterSlotId = (typeof FOOTER_SLOTS)[number]

export interface SlotAdvert {
  id: number
  /** Which footer slot it is booked into. */
  slotID: FooterSlotId
  advertName: string
  advertRef: string
  campaignRef: string
  url: string
  enabled: boolean
  /** SPEC §3: '' or 'web' (only those are ever answered; 'app' ones stay in the app). */
  channel: string
  childFriendly: boolean
  timings: { startUTC: string; endUTC: string }
  /** images[type].imageKey; 'mobile' always, 'desktop' falls back to the mobile key. */
  images: { mobile: { imageKey: string }; desktop: { imageKey: string } }
}
