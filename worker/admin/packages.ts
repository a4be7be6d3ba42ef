/**
 * Issue 19 §6 (administrators): creating, changing, taking off sale and
 * deleting a package with its price options. Each change is one D1 batch with
 * its audit entries (§9) and the version check (§10); a refusal says why and,
 * on a version conflict, carries the stored package so the form can show it.
 */
import { type PaymentsMode, removalOf, stripePriceRequired } from '../../shared/rules/commerce-sale'
import type { AdminPackage, PackageFields } from '../../shared/schemas/admin-packages'
import { findAdminPackage, takenPriceIds } from '../db/admin-packages'
import type { ApiErrorCode } from '../http-errors'
import { type Actor, isForeignKeyViolation, isUniqueViolation, isVersionConflict } from './audit'
import { createPackageStatements, deletePackageStatements, updatePackageStatements } from './package-statements'

export type PackageOutcome =
  | { ok: true; pkg: AdminPackage | null }
  | { ok: false; status: 400 | 404 | 409; code: ApiErrorCode; message: string; pointer?: string; current?: AdminPackage }

/**
 * The pages that offer packages (SPEC §2.1 streamer pages, §2.8): their HTML
 * carries the packages section and widget settings; the cards themselves come
 * from /api/packages (never cached).
 */
export const PACKAGE_PAGES = ['/videos', '/videos/subscriptions', '/live']

const notFound: PackageOutcome = { ok: false, status: 404, code: 'not_found', message: 'No such package' }

/** An option on sale needs Stripe's price where buying is real Stripe (shared/rules/commerce-sale.ts). */
function stripeProblem(fields: PackageFields, mode: PaymentsMode): PackageOutcome | null {
  const index = fields.prices.findIndex((p) => p.stripePriceId === null)
  if (index < 0 || !stripePriceRequired(mode, fields.published)) return null
  return {
    ok: false,
    status: 400,
    code: 'stripe_price_required',
    message: 'A price on sale needs its Stripe price id (price_…) from the Stripe dashboard',
    pointer: `/fields/prices/${index}/stripePriceId`,
  }
}

/** New options are named after their package; ids are global (checkout asks by id), so one taken elsewhere is refused. */
async function namePrices(db: D1Database, packageId: string, fields: PackageFields, isNew: boolean): Promise<PackageOutcome | null> {
  for (const price of fields.prices) {
    price.id ??= `${packageId}-${crypto.randomUUID().slice(0, 8)}`
  }
  const taken = await takenPriceIds(
    db,
    fields.prices.map((p) => p.id as string),
    isNew ? null : packageId,
  )
  const index = fields.prices.findIndex((p) => taken.includes(p.id as string))
  if (index < 0) return null
  return {
    ok: false,
    status: 409,
    code: 'package_id_taken',
    message: 'Another package has a price option with this id',
    pointer: `/fields/prices/${index}/id`,
  }
}

export async function createPackage(
  db: D1Database,
  actor: Actor,
  id: string,
  fields: PackageFields,
  mode: PaymentsMode,
  at: Date,
): Promise<PackageOutcome> {
  const refusal = stripeProblem(fields, mode) ?? (await namePrices(db, id, fields, true))
  if (refusal) return refusal
  try {
    await db.batch(createPackageStatements(db, id, fields, { actor, at }))
  } catch (err) {
    if (isUniqueViolation(err, 'packages.id')) {
      return { ok: false, status: 409, code: 'package_id_taken', message: 'Another package has this id', pointer: '/id' }
    }
    throw err
  }
  return { ok: true, pkg: await findAdminPackage(db, id) }
}

export async function updatePackage(
  db: D1Database,
  actor: Actor,
  id: string,
  version: number,
  fields: PackageFields,
  mode: PaymentsMode,
  at: Date,
  action = 'update',
): Promise<PackageOutcome> {
  const stored = await findAdminPackage(db, id)
  if (!stored) return notFound
  if (stored.version !== version) return conflict(stored)
  const refusal = stripeProblem(fields, mode) ?? (await namePrices(db, id, fields, false))
  if (refusal) return refusal
  const removed = stored.prices.findIndex((p) => p.purchases > 0 && !fields.prices.some((price) => price.id === p.id))
  if (removed >= 0) {
    return {
      ok: false,
      status: 409,
      code: 'package_has_purchases',
      message: `Supporters bought '${stored.prices[removed]?.priceDisplay}': it cannot be removed. Take the package off sale instead.`,
      pointer: '/fields/prices',
    }
  }
  try {
    await db.batch(updatePackageStatements(db, stored, version, fields, { actor, at }, action))
  } catch (err) {
    return failed(db, id, err)
  }
  return { ok: true, pkg: await findAdminPackage(db, id) }
}

/** Off sale: gone from /api/packages and checkout; purchases and entitlements keep naming it. */
export async function takeOffSale(db: D1Database, actor: Actor, id: string, version: number, at: Date): Promise<PackageOutcome> {
  const stored = await findAdminPackage(db, id)
  if (!stored) return notFound
  const { id: _id, version: _v, purchases: _p, prices, ...rest } = stored
  const fields: PackageFields = { ...rest, published: false, prices: prices.map(({ version: _pv, purchases: _pp, ...p }) => p) }
  return updatePackage(db, actor, id, version, fields, 'off', at, 'withdraw')
}

export async function deletePackage(db: D1Database, actor: Actor, id: string, version: number, at: Date): Promise<PackageOutcome> {
  const stored = await findAdminPackage(db, id)
  if (!stored) return notFound
  if (stored.version !== version) return conflict(stored)
  if (removalOf(stored.purchases) === 'takeOffSale') return hasPurchases()
  try {
    await db.batch(deletePackageStatements(db, stored, version, { actor, at }))
  } catch (err) {
    return failed(db, id, err)
  }
  return { ok: true, pkg: null }
}

const hasPurchases = (): PackageOutcome => ({
  ok: false,
  status: 409,
  code: 'package_has_purchases',
  message: 'Supporters have bought this package: it is never deleted. Take it off sale instead.',
})

function conflict(current: AdminPackage): PackageOutcome {
  return {
    ok: false,
    status: 409,
    code: 'version_conflict',
    message: 'Someone else saved this package first: see what changed',
    current,
  }
}

async function failed(db: D1Database, id: string, err: unknown): Promise<PackageOutcome> {
  if (isVersionConflict(err)) {
    const current = await findAdminPackage(db, id)
    return current ? conflict(current) : notFound
  }
  // A purchase made between the check and the batch: its foreign key refuses the delete, and nothing is written.
  if (isForeignKeyViolation(err)) return hasPurchases()
  throw err
}
