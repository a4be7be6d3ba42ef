import { Hono } from 'hono'
import { purchasable } from '../../shared/rules/purchase-eligibility'
import { PackageTypeFilterSchema } from '../../shared/schemas/payments'
import type { Package, PackagesResponse } from '../../shared/types/payments'
import { getLiveRightsConfig } from '../db/live-rights'
import { listPackages, type PackageWithPrices } from '../db/packages'
import { nextPassMatch, type PassMatchRecord } from '../db/sale-calendar'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { sanitiseHtml } from '../render/sanitise-html'

/**
 * GET /api/packages?filter.packageType=membership|match-pass (SPEC §7 reads
 * data.data; §3 package and price-option shapes). Each package also says
 * whether this request's country may buy it (SPEC §1, §6; the shared live
 * rights rule), and a match pass's prices name the match they are for.
 */
export const packagesApi = new Hono<AppEnv>()

packagesApi.get('/', async (c) => {
  const raw = c.req.query('filter.packageType')
  const filter = raw === undefined ? null : PackageTypeFilterSchema.safeParse(raw)
  if (filter && !filter.success) {
    return c.json(apiErrorBody('bad_request', "filter.packageType must be 'membership' or 'match-pass'"), 400)
  }
  const now = new Date()
  const [packages, config, passMatch] = await Promise.all([
    listPackages(c.env.DB, filter?.data ?? null),
    getLiveRightsConfig(c.env.DB),
    nextPassMatch(c.env.DB, now),
  ])
  const country = c.get('country')
  const body: PackagesResponse = {
    data: {
      data: await Promise.all(packages.map((pkg) => toPackage(pkg, passMatch, purchasable(pkg.availability, country, passMatch, config)))),
    },
  }
  // The answer depends on the edge's country and the clock: never shared between visitors.
  c.header('Cache-Control', 'no-store')
  return c.json(body)
})

async function toPackage(
  pkg: PackageWithPrices,
  passMatch: PassMatchRecord | null,
  canBuy: Package['attributes']['purchasable'],
): Promise<Package> {
  const isPass = pkg.packageType === 'match-pass'
  return {
    id: pkg.id,
    type: 'package',
    attributes: {
      title: pkg.title,
      description: pkg.description,
      packageType: pkg.packageType,
      successfulPaymentPage: pkg.successfulPaymentPage,
      cancelledPaymentPage: pkg.cancelledPaymentPage,
      styleData: pkg.styleData,
      imageData: { landscape: { imageKey: pkg.landscapeImageKey } },
      priceData: await Promise.all(
        pkg.prices.map(async (price) => ({
          id: price.id,
          type: price.type,
          priceDisplay: price.priceDisplay,
          offer: price.offer,
          // issue 19 §2: CMS-written HTML, shown with dangerouslySetInnerHTML: sanitised here.
          furtherInformation: await sanitiseHtml(price.furtherInformationHtml),
          backsideText: price.backsideText,
          accessData: { entitlements: price.entitlements },
          interval: price.interval,
          amountPence: price.amountPence,
          currency: price.currency,
          ...(isPass ? { matchID: passMatch?.matchId ?? null } : {}),
        })),
      ),
      availability: pkg.availability,
      purchasable: canBuy,
    },
  }
}
