import type { Locale } from '../types/news'
import { en, type MessageKey } from './en'

export type { MessageKey }

type Catalogue = Record<MessageKey, string>

// English is always present; Arabic loads only for Arabic pages (it is a
// fifth of the first page's JavaScript otherwise).
const catalogues: Partial<Record<Locale, Catalogue>> = { en }

/** Makes a locale's catalogue available to translator(); a no-op once loaded. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues[locale]) return
  if (locale === 'ar') catalogues.ar = (await import('./ar')).ar
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string

/**
 * Returns a translator for the locale; `{name}` placeholders are filled from
 * vars. A locale whose catalogue is not loaded yet reads English.
 */
export function translator(locale: Locale): Translate {
  const messages = catalogues[locale] ?? en
  return (key, vars) => {
    const text = messages[key]
    if (!vars) return text
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
  }
}

/** Text direction of a locale: Arabic pages are right-to-left. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}
