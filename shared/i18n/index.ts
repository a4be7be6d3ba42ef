import type { Locale } from '../types/news'
import { en, type MessageKey } from './en'
import type { LiveMessageKey } from './live-en'

export type { MessageKey }

type Catalogue = Record<MessageKey, string>

// English is always present; Arabic loads only for Arabic pages (it is a
// fifth of the first page's JavaScript otherwise).
const catalogues: Partial<Record<Locale, Catalogue>> = { en }
// Issue 22 §3: the live parts' Arabic (./live.ts) comes with the Arabic catalogue, never on an English page.
let liveArabic: Record<LiveMessageKey, string> | null = null

let englishRest: Promise<void> | null = null
let version = 0
const listeners = new Set<() => void>()

/**
 * Issue 13 §4: in the browser the English catalogue starts with the messages
 * of the first render (first-render.ts); this adds the rest, once, and tells
 * the subscribers (useT re-renders, so a text asked for before it came shows).
 * A no-op on the server, where the catalogue is whole.
 */
export function loadEnglishRest(): Promise<void> {
  englishRest ??= import('./en-rest').then(
    ({ enRest }) => addMessages(enRest),
    (err: unknown) => {
      englishRest = null // offline: the next page or part that needs it asks again
      throw err
    },
  )
  return englishRest
}

/**
 * Issue 22 §3: adds English messages to the browser's catalogue: the rest of
 * English, or the part a page's chunk brings with it (client/page-messages.mjs).
 */
export function addMessages(messages: Partial<Record<MessageKey, string>>): void {
  if (Object.keys(messages).every((key) => key in en)) return
  Object.assign(en, messages)
  version++
  for (const listener of listeners) listener()
}

/** For useSyncExternalStore: the catalogues' version, bumped when messages are added. */
export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function cataloguesVersion(): number {
  return version
}

/** Makes a locale's catalogue available to translator(); a no-op once loaded. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues[locale]) return
  if (locale !== 'ar') return
  const arabic = await import('./ar')
  catalogues.ar = arabic.ar
  liveArabic = arabic.liveAr
}

/** The live parts' Arabic texts once the Arabic catalogue is loaded (loadCatalogue), else null. */
export function liveArabicCatalogue(): Record<LiveMessageKey, string> | null {
  return liveArabic
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string

/**
 * Returns a translator for the locale; `{name}` placeholders are filled from
 * vars. A locale whose catalogue is not loaded yet reads English.
 */
export function translator(locale: Locale): Translate {
  const messages = catalogues[locale] ?? en
  // A message not loaded yet (the browser's English before loadEnglishRest) is empty for that moment.
  return (key, vars) => fillVars(messages[key] ?? '', vars)
}

/** A text with its `{name}` placeholders filled from vars; a placeholder without a value stays as it is. */
export function fillVars(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/** Text direction of a locale: Arabic pages are right-to-left. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}
