/** Streaming service commerce settings (SPEC §3 Package widget data). */

/** Stored as site_settings 'packagesWidget'. */
export interface PackagesWidgetSettings {
  title: string
  style: 'light' | 'dark'
  footerStyle: 'light' | 'dark'
  /** Replacement for the SPEC §2.8 empty texts; '' keeps the default wording. */
  noSubscriptionsText: string
  noMatchPassesText: string
  cta1Text: string
  cta1ButtonCta: string
  cta2Text: string
  cta2ButtonCta: string
  cta2ButtonLink: string
  voucherTitle: string
  voucherText: string
  voucherButton: string
}
