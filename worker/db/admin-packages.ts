/** Packages and their price options as the back office reads them (issue 19 §6; migrations 0001, 0013). */
import type { AdminPackage, AdminPriceOption, PassMatchSummary } from '../../shared/schemas/admin-packages'
import type { PackageAvailability, PackageType } from '../../shared/types/payments'
import { type PriceRow as PublicPriceRow, rowToPrice } from './packages'

interface PackageRow {
  id: string
  title: string
  description: string
  package_type: PackageType
  availability: PackageAvailability
  successful_payment_page: string
  cancelled_payment_page: string
  landscape_image_key: string | null
  order_position: number
  published: number
  version: number
  purchases: number
}

/** The public list's price row (packages.ts), with what only the back office reads. */
type PriceRow = PublicPriceRow & { version: number; purchases: number }

const PACKAGE_COLUMNS = `k.id, k.title, k.description, k.package_type, k.availability, k.successful_payment_page,
  k.cancelled_payment_page, k.landscape_image_key, k.order_position, k.published, k.version,
  (SELECT count(*) FROM purchases u WHERE u.package_id = k.id) AS purchases`

const PRICE_COLUMNS = `p.id, p.package_id, p.type, p.amount_pence, p.currency, p.interval, p.price_display, p.offer, p.further_information_html,
  p.backside_text, p.entitlements, p.stripe_price_id, p.version,
  (SELECT count(*) FROM purchases u WHERE u.price_option_id = p.id) AS purchases`

function toPrice(row: PriceRow): AdminPriceOption {
  // The same reading of a stored price as the public list's; the package is the list's own key here.
  const { packageId: _packageId, ...price } = rowToPrice(row)
  return { ...price, version: row.version, purchases: row.purchases }
}

function toPackage(row: PackageRow, prices: AdminPriceOption[]): AdminPackage {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    packageType: row.package_type,
    availability: row.availability,
    successfulPaymentPage: row.successful_payment_page,
    cancelledPaymentPage: row.cancelled_payment_page,
    landscapeImageKey: row.landscape_image_key,
    orderPosition: row.order_position,
    published: row.published === 1,
    version: row.version,
    purchases: row.purchases,
    prices,
  }
}

export const PACKAGE_PAGE_SIZE = 50

/** In the order supporters see them, a page at a time, each with its prices (a page holds few packages). */
export async function listAdminPackages(db: D1Database, page: number): Promise<{ items: AdminPackage[]; total: number }> {
  const offset = (page - 1) * PACKAGE_PAGE_SIZE
  const [count, packages, prices] = await db.batch([
    db.prepare('SELECT count(*) AS total FROM packages'),
    db
      .prepare(`SELECT ${PACKAGE_COLUMNS} FROM packages k ORDER BY k.order_position, k.id LIMIT ?1 OFFSET ?2`)
      .bind(PACKAGE_PAGE_SIZE, offset),
    db
      .prepare(
        `SELECT ${PRICE_COLUMNS} FROM price_options p
          WHERE p.package_id IN (SELECT id FROM packages ORDER BY order_position, id LIMIT ?1 OFFSET ?2)
          ORDER BY p.order_position, p.id`,
      )
      .bind(PACKAGE_PAGE_SIZE, offset),
  ])
  const byPackage = new Map<string, AdminPriceOption[]>()
  for (const row of (prices?.results ?? []) as PriceRow[]) {
    byPackage.set(row.package_id, [...(byPackage.get(row.package_id) ?? []), toPrice(row)])
  }
  return {
    items: ((packages?.results ?? []) as PackageRow[]).map((row) => toPackage(row, byPackage.get(row.id) ?? [])),
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
  }
}

export async function findAdminPackage(db: D1Database, id: string): Promise<AdminPackage | null> {
  const [pkg, prices] = await db.batch([
    db.prepare(`SELECT ${PACKAGE_COLUMNS} FROM packages k WHERE k.id = ?1`).bind(id),
    db.prepare(`SELECT ${PRICE_COLUMNS} FROM price_options p WHERE p.package_id = ?1 ORDER BY p.order_position, p.id`).bind(id),
  ])
  const row = pkg?.results[0] as PackageRow | undefined
  return row ? toPackage(row, ((prices?.results ?? []) as PriceRow[]).map(toPrice)) : null
}

/** Price ids already used by any package (ids are global: checkout names a price by id). */
export async function takenPriceIds(db: D1Database, ids: readonly string[], exceptPackage: string | null): Promise<string[]> {
  if (ids.length === 0) return []
  const { results } = await db
    .prepare(`SELECT id FROM price_options WHERE id IN (SELECT value FROM json_each(?1)) AND package_id IS NOT ?2`)
    .bind(JSON.stringify(ids), exceptPackage)
    .all<{ id: string }>()
  return results.map((r) => r.id)
}

/** The match a pass is sold for now, with its opponent, for the back office to say so. */
export async function passMatchSummary(db: D1Database, matchId: number | null): Promise<PassMatchSummary | null> {
  if (matchId === null) return null
  const row = await db
    .prepare('SELECT id, kickoff, opponent_name FROM matches WHERE id = ?1')
    .bind(matchId)
    .first<{ id: number; kickoff: string; opponent_name: string }>()
  return row ? { matchId: row.id, kickoff: row.kickoff, opponent: row.opponent_name } : null
}
