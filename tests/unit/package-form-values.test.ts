import { describe, expect, it } from 'vitest'
import { emptyPackageValues, emptyPrice, PackageFormSchema, packageValues } from '../../client/admin/commerce/package-form-values'

// Issue 19 §6: the package form resolves with the API's schema; what an administrator typed becomes the API's body.

const typed = () => ({
  ...emptyPackageValues(),
  title: 'Town TV',
  published: true,
  prices: [{ ...emptyPrice(), amountPence: '599', priceDisplay: '£5.99', entitlements: 'subscriber, plus', stripePriceId: ' price_1Abc ' }],
})

describe('the package form’s values', () => {
  it('become the API’s fields: pence as a number, entitlements as a list, empty boxes as null', () => {
    const parsed = PackageFormSchema.safeParse(typed())
    expect(parsed.success).toBe(true)
    expect(parsed.data?.prices[0]).toMatchObject({
      id: null,
      amountPence: 599,
      entitlements: ['subscriber', 'plus'],
      stripePriceId: 'price_1Abc',
    })
    expect(parsed.data?.landscapeImageKey).toBeNull()
  })

  it.each([
    [{ amountPence: '' }, 'prices.0.amountPence'],
    [{ amountPence: '5.99' }, 'prices.0.amountPence'],
    [{ stripePriceId: 'prod_1' }, 'prices.0.stripePriceId'],
    [{ currency: 'gbp' }, 'prices.0.currency'],
    [{ type: 'recurring', interval: '' }, 'prices.0.interval'],
    [{ type: 'recurring', interval: 'season' }, 'prices.0.interval'],
  ])('%j is refused at %s', (price, path) => {
    const values = typed()
    values.prices[0] = { ...values.prices[0]!, ...price } as (typeof values.prices)[0]
    const parsed = PackageFormSchema.safeParse(values)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(path)
  })

  it('a stored package opens in the form and saves back unchanged', () => {
    const stored = {
      id: 'town-tv',
      version: 3,
      purchases: 2,
      ...PackageFormSchema.parse(typed()),
      prices: [{ ...PackageFormSchema.parse(typed()).prices[0]!, id: 'price-town-tv', version: 1, purchases: 2 }],
    }
    const again = PackageFormSchema.parse(packageValues(stored))
    expect(again.prices[0]).toMatchObject({ id: 'price-town-tv', amountPence: 599, stripePriceId: 'price_1Abc' })
    expect(again.title).toBe('Town TV')
  })
})
