/** SPEC §3 overlay promo, as GET /api/promo-overlays/ returns it in body[] (§7). */
export interface OverlayPromo {
  promoID: number
  title: string
  /** ISO UTC */
  startDateTime: string
  /** ISO UTC */
  endDateTime: string
  type: 'Default' | 'Mini'
  url: string
  webNewWindow: boolean
  imageKey: string
  imageAltText: string
}
