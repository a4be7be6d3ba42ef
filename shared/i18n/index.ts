import type { Locale } from '../types/news'
import { ar } from './ar'
import { en, type MessageKey } from './en'

export type { MessageKey }

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, ar }

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string

/** Returns a translator for the locale; `{name}` placeholders are filled from vars. */
export function translator(locale: Locale): Translate {
  const messages = catalogues[locale]
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
