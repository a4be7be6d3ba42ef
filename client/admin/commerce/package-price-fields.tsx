import { type FieldErrors, useFieldArray, useFormContext } from 'react-hook-form'
import { FormField, fieldAria } from '../form-field'
import { emptyPrice, type PackageFormValues, type PriceFormValues } from './package-form-values'

type PriceErrors = FieldErrors<PriceFormValues> | undefined

/**
 * Issue 19 §6: a package's price options, edited with the package (amount in
 * pence, currency, how it renews, the Stripe price checkout charges). An
 * option someone bought cannot be removed; the API says so beside the list.
 */
export function PackagePriceFields() {
  const { control, register, formState } = useFormContext<PackageFormValues>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'prices' })
  const listError = formState.errors.prices?.message ?? formState.errors.prices?.root?.message
  return (
    <fieldset className="admin-fieldset" aria-describedby={listError ? 'prices-error' : undefined}>
      <legend>Price options</legend>
      {listError ? (
        <p className="admin-error" id="prices-error">
          {listError}
        </p>
      ) : null}
      {fields.map((field, index) => {
        const errors = formState.errors.prices?.[index] as PriceErrors
        const id = (name: string) => `price-${index}-${name}`
        const text = (name: keyof PriceFormValues, label: string, hint?: string) => (
          <FormField id={id(name)} label={label} hint={hint} error={errors?.[name]?.message}>
            <input
              id={id(name)}
              type="text"
              {...register(`prices.${index}.${name}`)}
              {...fieldAria(id(name), errors?.[name]?.message, Boolean(hint))}
            />
          </FormField>
        )
        return (
          <div key={field.id} className="admin-panel">
            <h3>Option {index + 1}</h3>
            {text('priceDisplay', 'Price as shown', 'For example £5.99')}
            {text('amountPence', 'Amount in pence', 'Whole pence: 599 is £5.99')}
            {text('currency', 'Currency', 'Three capital letters, e.g. GBP')}
            <FormField id={id('type')} label="Payment" error={errors?.type?.message}>
              <select id={id('type')} {...register(`prices.${index}.type`)} {...fieldAria(id('type'), errors?.type?.message)}>
                <option value="recurring">Subscription (renews)</option>
                <option value="one-off">One payment</option>
              </select>
            </FormField>
            <FormField id={id('interval')} label="Period" error={errors?.interval?.message}>
              <select
                id={id('interval')}
                {...register(`prices.${index}.interval`)}
                {...fieldAria(id('interval'), errors?.interval?.message)}
              >
                <option value="">None (a single match or purchase)</option>
                <option value="month">Month (subscriptions renew monthly)</option>
                <option value="season">Season (one payment, lasts to the season’s end)</option>
              </select>
            </FormField>
            {text(
              'stripePriceId',
              'Stripe price id',
              'price_… from the Stripe dashboard: required while on sale with real Stripe (the sandbox charges the amount above)',
            )}
            {text('entitlements', 'Grants', 'Entitlement codes, separated by commas (subscriber, plus, match-pass)')}
            {text('offer', 'Offer line')}
            {text('backsideText', 'Text on the card’s back')}
            <FormField
              id={id('furtherInformationHtml')}
              label="Further information (rich text)"
              hint="HTML; scripts and unsafe attributes are removed when shown"
              error={errors?.furtherInformationHtml?.message}
            >
              <textarea
                id={id('furtherInformationHtml')}
                rows={3}
                {...register(`prices.${index}.furtherInformationHtml`)}
                {...fieldAria(id('furtherInformationHtml'), errors?.furtherInformationHtml?.message, true)}
              />
            </FormField>
            <div className="admin-actions">
              <button
                type="button"
                className="admin-button admin-button--small"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                Move up<span className="visually-hidden"> option {index + 1}</span>
              </button>
              <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={() => remove(index)}>
                Remove<span className="visually-hidden"> option {index + 1}</span>
              </button>
            </div>
          </div>
        )
      })}
      <button type="button" className="admin-button" onClick={() => append(emptyPrice())}>
        Add a price option
      </button>
    </fieldset>
  )
}
