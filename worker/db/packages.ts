/** Packages and price options (SPEC §3, §9.2; migration 0001), read for the packages list, checkout and grants. */
import type { PackageAvailability, PackageStyleData, PackageType } from '../../shared/types/payments'

export interface PackageRecord {
  id: string
  title: string
  description: string
  packageType: PackageType
  availability: PackageAvailability
  successfulPaymentPage: string
  cancelledPaymentPage: string
  styleData: PackageStyleData
  landscapeImageKey: string | null
}

export interface PriceRecord {
  id: string
  packageId: string
  type: 'recurring' | 'one-off'
  amountPence: number
  currency: string
  interval: 'month' | 'season' | null
  priceDisplay: string
  offer: string
  furtherInformationHtml: string
  backsideText: string
  entitlements: string[]
  stripePriceId: string | null
}

interface PackageRow {
  id: string
  title: string
  description: string
  package_type: PackageType
  availability: PackageAvailability
  successful_payment_page: string
  cancelled_payment_page: string
  style_data: string
  landscape_image_key: string | null
}

export interface PriceRow {
  id: string
  package_id: string
  type: 'recurring' | 'one-off'
  amount_pence: number
  currency: string
  interval: 'month' | 'season' | null
  price_display: string
  offer: string
  further_information_html: string
  backside_text: string
  entitlements: string
  stripe_price_id: string | null
}

function rowToPackage(row: PackageRow): PackageRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    packageType: row.package_type,
    availability: row.availability,
    successfulPaymentPage: row.successful_payment_page,
    cancelledPaymentPage: row.cancelled_payment_page,
    styleData: JSON.parse(row.style_data) as PackageStyleData,
    landscapeImageKey: row.landscape_image_key,
  }
}

export function rowToPrice(row: PriceRow): PriceRecord {
  return {
    id: row.id,
    packageId: row.package_id,
    type: row.type,
    amountPence: row.amount_pence,
    currency: row.currency,
    interval: row.interval,
    priceDisplay: row.price_display,
    offer: row.offer,
    furtherInformationHtml: row.further_information_html,
    backsideText: row.backside_text,
    entitlements: JSON.parse(row.entitlements) as string[],
    stripePriceId: row.stripe_price_id,
  }
}

const PACKAGE_COLUMNS = `id, title, description, package_type, availability, successful_payment_page, cancelled_payment_page,
  style_data, landscape_image_key`
const PRICE_FIELDS = [
  'id',
  'package_id',
  'type',
  'amount_pence',
  'currency',
  'interval',
  'price_display',
  'offer',
  'further_information_html',
  'backside_text',
  'entitlements',
  'stripe_price_id',
]
const PRICE_COLUMNS = PRICE_FIELDS.join(', ')
/** The same columns through the alias 'p' (joins). */
const PRICE_COLUMNS_P = PRICE_FIELDS.map((field) => `p.${field}`).join(', ')

export interface PackageWithPrices extends PackageRecord {
  prices: PriceRecord[]
}

/** Published packages of one type (or all) in their order, each with its prices in order. */
export async function listPackages(db: D1Database, packageType: PackageType | null): Promise<PackageWithPrices[]> {
  const [packages, prices] = await db.batch<PackageRow & PriceRow>([
    db
      .prepare(
        `SELECT ${PACKAGE_COLUMNS} FROM packages WHERE published = 1 AND (?1 IS NULL OR package_type = ?1) ORDER BY order_position, id`,
      )
      .bind(packageType),
    db
      .prepare(
        `SELECT ${PRICE_COLUMNS_P} FROM price_options p JOIN packages k ON k.id = p.package_id
        WHERE k.published = 1 AND (?1 IS NULL OR k.package_type = ?1) ORDER BY p.order_position, p.id`,
      )
      .bind(packageType),
  ])
  const byPackage = new Map<string, PriceRecord[]>()
  for (const row of (prices?.results ?? []) as PriceRow[]) {
    const list = byPackage.get(row.package_id) ?? []
    list.push(rowToPrice(row))
    byPackage.set(row.package_id, list)
  }
  return ((packages?.results ?? []) as PackageRow[]).map((row) => ({ ...rowToPackage(row), prices: byPackage.get(row.id) ?? [] }))
}

/** A published package and one of ITS prices, or null (unknown ids, or a price of another package). */
export async function findPackagePrice(
  db: D1Database,
  packageId: string,
  priceId: string,
): Promise<{ pkg: PackageRecord; price: PriceRecord } | null> {
  const [pkg, price] = await db.batch<PackageRow & PriceRow>([
    db.prepare(`SELECT ${PACKAGE_COLUMNS} FROM packages WHERE id = ? AND published = 1`).bind(packageId),
    db.prepare(`SELECT ${PRICE_COLUMNS} FROM price_options WHERE id = ? AND package_id = ?`).bind(priceId, packageId),
  ])
  const pkgRow = pkg?.results[0] as PackageRow | undefined
  const priceRow = price?.results[0] as PriceRow | undefined
  return pkgRow && priceRow ? { pkg: rowToPackage(pkgRow), price: rowToPrice(priceRow) } : null
}

/** Any price by id (grants read the codes of a purchase's price, published or not). */
export async function findPrice(db: D1Database, priceId: string): Promise<PriceRecord | null> {
  const row = await db.prepare(`SELECT ${PRICE_COLUMNS} FROM price_options WHERE id = ?`).bind(priceId).first<PriceRow>()
  return row ? rowToPrice(row) : null
}

export async function findPackage(db: D1Database, packageId: string): Promise<PackageRecord | null> {
  const row = await db.prepare(`SELECT ${PACKAGE_COLUMNS} FROM packages WHERE id = ?`).bind(packageId).first<PackageRow>()
  return row ? rowToPackage(row) : null
}
