/**
 * Issue 19 §6: the package form holds what the administrator types (text in
 * every box); on submit this schema turns it into the API's body and checks
 * it with the API's own schema (shared/schemas/admin-packages.ts), so the
 * form refuses what the API would, beside the same fields.
 */
import * as z from 'zod'
import { type AdminPackage, PackageFieldsSchema } from '../../../shared/schemas/admin-packages'

export interface PriceFormValues {
  id: string
  type: 'recurring' | 'one-off'
  amountPence: string
  currency: string
  interval: '' | 'month' | 'season'
  priceDisplay: string
  offer: string
  furtherInformationHtml: string
  backsideText: string
  entitlements: string
  stripePriceId: string
}

export interface PackageFormValues {
  id: string
  title: string
  description: string
  packageType: 'membership' | 'match-pass'
  availability: 'all' | 'international' | 'eligible-regions'
  successfulPaymentPage: string
  cancelledPaymentPage: string
  landscapeImageKey: string
  orderPosition: string
  published: boolean
  prices: PriceFormValues[]
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())
const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

export function formToFields(values: PackageFormValues) {
  return {
    title: values.title,
    description: values.description,
    packageType: values.packageType,
    availability: values.availability,
    successfulPaymentPage: values.successfulPaymentPage.trim(),
    cancelledPaymentPage: values.cancelledPaymentPage.trim(),
    landscapeImageKey: orNull(values.landscapeImageKey),
    orderPosition: count(values.orderPosition),
    published: values.published,
    prices: values.prices.map((p) => ({
      id: orNull(p.id),
      type: p.type,
      amountPence: count(p.amountPence),
      currency: p.currency.trim(),
      interval: p.interval === '' ? null : p.interval,
      priceDisplay: p.priceDisplay,
      offer: p.offer,
      furtherInformationHtml: p.furtherInformationHtml,
      backsideText: p.backsideText,
      entitlements: p.entitlements
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
      stripePriceId: orNull(p.stripePriceId),
    })),
  }
}

/** The form's resolver schema: typed text in, the API's fields out (errors keep the fields' names). */
export const PackageFormSchema = z.custom<PackageFormValues>().transform(formToFields).pipe(PackageFieldsSchema)

export function emptyPrice(): PriceFormValues {
  return {
    id: '',
    type: 'recurring',
    amountPence: '',
    currency: 'GBP',
    interval: 'month',
    priceDisplay: '',
    offer: '',
    furtherInformationHtml: '',
    backsideText: '',
    entitlements: 'subscriber',
    stripePriceId: '',
  }
}

export function emptyPackageValues(): PackageFormValues {
  return {
    id: '',
    title: '',
    description: '',
    packageType: 'membership',
    availability: 'all',
    successfulPaymentPage: '/payment-successful',
    cancelledPaymentPage: '/cancelled-payment',
    landscapeImageKey: '',
    orderPosition: '0',
    published: false,
    prices: [emptyPrice()],
  }
}

export function packageValues(pkg: AdminPackage): PackageFormValues {
  return {
    id: pkg.id,
    title: pkg.title,
    description: pkg.description,
    packageType: pkg.packageType,
    availability: pkg.availability,
    successfulPaymentPage: pkg.successfulPaymentPage,
    cancelledPaymentPage: pkg.cancelledPaymentPage,
    landscapeImageKey: pkg.landscapeImageKey ?? '',
    orderPosition: String(pkg.orderPosition),
    published: pkg.published,
    prices: pkg.prices.map((p) => ({
      id: p.id,
      type: p.type,
      amountPence: String(p.amountPence),
      currency: p.currency,
      interval: p.interval ?? '',
      priceDisplay: p.priceDisplay,
      offer: p.offer,
      furtherInformationHtml: p.furtherInformationHtml,
      backsideText: p.backsideText,
      entitlements: p.entitlements.join(', '),
      stripePriceId: p.stripePriceId ?? '',
    })),
  }
}
