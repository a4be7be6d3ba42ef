/**
 * The translator of the live parts (players, devices, "Ready for kick-off?"):
 * their own catalogue (./live-en.ts; ./live-ar.ts comes with ./ar.ts) beside the site's, so its
 * texts travel with the code that shows them and not in every page's first
 * JavaScript. Keys of the site's catalogue read through ./index.ts as usual.
 */
import type { Locale } from '../types/news'
import { fillVars, liveArabicCatalogue, type MessageKey, translator } from './index'
import { type LiveMessageKey, liveEn } from './live-en'

export type { LiveMessageKey }

export type LiveTranslate = (key: MessageKey | LiveMessageKey, vars?: Record<string, string | number>) => string

export function liveTranslator(locale: Locale): LiveTranslate {
  const site = translator(locale)
  // Arabic pages load the Arabic catalogue, and with it the live parts' (index.ts), before they render.
  const live: Record<LiveMessageKey, string> = (locale === 'ar' ? liveArabicCatalogue() : null) ?? liveEn
  return (key, vars) => (key in live ? fillVars(live[key as LiveMessageKey], vars) : site(key as MessageKey, vars))
}
