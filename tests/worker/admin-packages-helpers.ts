import { env } from 'cloudflare:workers'
import type { AdminPackage } from '../../shared/schemas/admin-packages'
import type { Browser } from './auth-helpers'

/** A one-off price option as the form sends it. */
export function priceFields(overrides: Record<string, unknown> = {}) {
  return {
    id: null,
    type: 'one-off',
    amountPence: 499,
    currency: 'GBP',
    interval: null,
    priceDisplay: '£4.99',
    offer: '',
    furtherInformationHtml: '<p>Watch <strong>every</strong> replay.</p>',
    backsideText: 'One payment',
    entitlements: ['replays'],
    stripePriceId: null,
    ...overrides,
  }
}

export function packageFields(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Replays pass',
    description: 'Every replay of the season',
    packageType: 'membership',
    availability: 'all',
    successfulPaymentPage: '/payment-successful',
    cancelledPaymentPage: '/cancelled-payment',
    landscapeImageKey: null,
    orderPosition: 9,
    published: true,
    prices: [priceFields()],
    ...overrides,
  }
}

export const send = (browser: Browser, method: 'PUT' | 'DELETE' | 'POST', path: string, body: unknown) =>
  browser.fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export async function packageOf(response: Response): Promise<AdminPackage> {
  return ((await response.json()) as { data: { attributes: AdminPackage } }).data.attributes
}

/** The form's fields of a stored package (what an administrator's form holds after opening it). */
export function fieldsOf(pkg: AdminPackage) {
  const { id: _id, version: _v, purchases: _p, prices, ...rest } = pkg
  return { ...rest, prices: prices.map(({ version: _pv, purchases: _pp, ...price }) => price) }
}

export async function auditRows(subjectType: string, subjectId: string) {
  const { results } = await env.DB.prepare(
    'SELECT action, subject_version, before_json, after_json FROM audit_log WHERE subject_type = ? AND subject_id = ? ORDER BY id',
  )
    .bind(subjectType, subjectId)
    .all<{ action: string; subject_version: number; before_json: string | null; after_json: string | null }>()
  return results
}
