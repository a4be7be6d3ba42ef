/** SPEC §3 overlay promos, §4.8: the active ones for a channel, in the order editors start them. */
import type { OverlayPromo } from '../../shared/types/promo'
import { type Read, rowsRead, runRead } from './read'

interface PromoRow {
  id: number
  title: string
  type: 'Default' | 'Mini'
  start_utc: string
  end_utc: string
  url: string
  web_new_window: number
  image_key: string
  image_alt: string
}

export function rowToOverlayPromo(row: PromoRow): OverlayPromo {
  return {
    promoID: row.id,
    title: row.title,
    startDateTime: row.start_utc,
    endDateTime: row.end_utc,
    type: row.type,
    url: row.url,
    webNewWindow: row.web_new_window === 1,
    imageKey: row.image_key,
    imageAltText: row.image_alt,
  }
}

/** Enabled promos of the channel whose start and end enclose `now`. */
export function activePromosRead(db: D1Database, opts: { channel: 'Web' | 'App'; now: Date }): Read<OverlayPromo[]> {
  const statement = db
    .prepare(`SELECT id, title, type, start_utc, end_utc, url, web_new_window, image_key, image_alt
                FROM promo_overlays
               WHERE enabled = 1 AND channel = ?1 AND start_utc <= ?2 AND end_utc >= ?2
               ORDER BY start_utc, id`)
    .bind(opts.channel, opts.now.toISOString())
  return rowsRead<PromoRow, OverlayPromo[]>(statement, (rows) => rows.map(rowToOverlayPromo))
}

export function listActivePromos(db: D1Database, opts: { channel: 'Web' | 'App'; now: Date }): Promise<OverlayPromo[]> {
  return runRead(db, activePromosRead(db, opts))
}
