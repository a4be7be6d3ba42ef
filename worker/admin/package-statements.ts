/**
 * The D1 statements of a change to a package and its price options (issue 19
 * §6), one batch with its audit entries (§9). The package's entry comes first
 * and carries the version check (§10): a stale save fails before anything
 * else runs and D1 rolls the whole batch back.
 */
import type { AdminPackage, AdminPriceOption, PackageFields, PriceOptionFields } from '../../shared/schemas/admin-packages'
import { type Actor, auditStatement } from './audit'

/** A match pass is audited as one (issue 19 §9 subject types), any other package as a package. */
export const subjectTypeOf = (packageType: PackageFields['packageType']) => (packageType === 'match-pass' ? 'matchPass' : 'package')

function packageColumns(fields: PackageFields) {
  return {
    title: fields.title,
    description: fields.description,
    package_type: fields.packageType,
    availability: fields.availability,
    successful_payment_page: fields.successfulPaymentPage,
    cancelled_payment_page: fields.cancelledPaymentPage,
    landscape_image_key: fields.landscapeImageKey,
    order_position: fields.orderPosition,
    published: fields.published ? 1 : 0,
  }
}

function priceColumns(price: PriceOptionFields, position: number) {
  return {
    type: price.type,
    amount_pence: price.amountPence,
    currency: price.currency,
    interval: price.interval,
    price_display: price.priceDisplay,
    offer: price.offer,
    further_information_html: price.furtherInformationHtml,
    backside_text: price.backsideText,
    entitlements: JSON.stringify(price.entitlements),
    stripe_price_id: price.stripePriceId,
    order_position: position,
  }
}

/** The fields of a stored option, as the form writes them (for comparing and for the audit). */
export function storedFields({ version: _v, purchases: _p, ...fields }: AdminPriceOption): PriceOptionFields {
  return fields
}

const sameFields = (a: PriceOptionFields, b: PriceOptionFields) => JSON.stringify(a) === JSON.stringify(b)

interface Change {
  actor: Actor
  at: Date
}

/** A price option's statements: inserted, changed (its version moves on) or removed; each with its entry. */
function priceStatements(db: D1Database, packageId: string, prices: PriceOptionFields[], stored: AdminPriceOption[], change: Change) {
  const statements: D1PreparedStatement[] = []
  const entry = (action: string, id: string, before: unknown, after: unknown, guard: Parameters<typeof auditStatement>[2]) =>
    auditStatement(db, { ...change, action, subjectType: 'priceOption', subjectId: id, before, after }, guard)
  prices.forEach((price, position) => {
    const id = price.id as string // named by the caller before this
    const columns = priceColumns(price, position)
    const old = stored.find((p) => p.id === id)
    if (!old) {
      statements.push(
        db
          .prepare(
            `INSERT INTO price_options (id, package_id, ${Object.keys(columns).join(', ')}, version)
             VALUES (?, ?, ${Object.keys(columns)
               .map(() => '?')
               .join(', ')}, 1)`,
          )
          .bind(id, packageId, ...Object.values(columns)),
        entry('create', id, null, price, { created: true }),
      )
    } else if (!sameFields(storedFields(old), price) || stored.indexOf(old) !== position) {
      statements.push(
        entry('update', id, storedFields(old), price, { table: 'price_options', id, version: old.version }),
        db
          .prepare(
            `UPDATE price_options SET ${Object.keys(columns)
              .map((name) => `${name} = ?`)
              .join(', ')}, version = version + 1 WHERE id = ? AND package_id = ?`,
          )
          .bind(...Object.values(columns), id, packageId),
      )
    }
  })
  for (const old of stored.filter((p) => !prices.some((price) => price.id === p.id))) {
    statements.push(
      entry('delete', old.id, storedFields(old), null, { table: 'price_options', id: old.id, version: old.version }),
      db.prepare('DELETE FROM price_options WHERE id = ? AND package_id = ?').bind(old.id, packageId),
    )
  }
  return statements
}

export function createPackageStatements(db: D1Database, id: string, fields: PackageFields, change: Change) {
  const columns = packageColumns(fields)
  return [
    db
      .prepare(
        `INSERT INTO packages (id, ${Object.keys(columns).join(', ')}, version) VALUES (?, ${Object.keys(columns)
          .map(() => '?')
          .join(', ')}, 1)`,
      )
      .bind(id, ...Object.values(columns)),
    auditStatement(
      db,
      { ...change, action: 'create', subjectType: subjectTypeOf(fields.packageType), subjectId: id, before: null, after: fields },
      { created: true },
    ),
    ...priceStatements(db, id, fields.prices, [], change),
  ]
}

/** Stored package → the form's fields (the audit's before). */
export function packageFieldsOf(pkg: AdminPackage): PackageFields {
  const { id: _id, version: _v, purchases: _p, prices, ...rest } = pkg
  return { ...rest, prices: prices.map(storedFields) }
}

export function updatePackageStatements(
  db: D1Database,
  stored: AdminPackage,
  version: number,
  fields: PackageFields,
  change: Change,
  action = 'update',
) {
  const columns = packageColumns(fields)
  return [
    auditStatement(
      db,
      {
        ...change,
        action,
        subjectType: subjectTypeOf(fields.packageType),
        subjectId: stored.id,
        before: packageFieldsOf(stored),
        after: fields,
      },
      { table: 'packages', id: stored.id, version },
    ),
    db
      .prepare(
        `UPDATE packages SET ${Object.keys(columns)
          .map((name) => `${name} = ?`)
          .join(', ')}, version = version + 1 WHERE id = ? AND version = ?`,
      )
      .bind(...Object.values(columns), stored.id, version),
    ...priceStatements(db, stored.id, fields.prices, stored.prices, change),
  ]
}

export function deletePackageStatements(db: D1Database, stored: AdminPackage, version: number, change: Change) {
  return [
    auditStatement(
      db,
      {
        ...change,
        action: 'delete',
        subjectType: subjectTypeOf(stored.packageType),
        subjectId: stored.id,
        before: packageFieldsOf(stored),
        after: null,
      },
      { table: 'packages', id: stored.id, version },
    ),
    // Its price options go with it (ON DELETE CASCADE); a purchase naming either refuses the batch (foreign keys).
    db.prepare('DELETE FROM packages WHERE id = ? AND version = ?').bind(stored.id, version),
  ]
}
