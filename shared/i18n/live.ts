/**
 * The translator of the live parts (players, devices, "Ready for kick-off?"):
 * their own catalogue (./live-en.ts, ./live-ar.ts) beside the site's, so its
 * texts travel with the code that shows them and not in every page's first
 * JavaScript. Keys of the site's catalogue read through ./index.ts as usual.
 */
import type { Locale } from '../types/news'
import { fillVars, type MessageKey, translator } from './index'
import { liveAr } from './live-ar'
import { type LiveMessageKey, liveEn } from './live-en'

export type { LiveMessageKey }

export type LiveTranslate = (key: MessageKey | LiveMessageKey, vars?: Record<string, string | number>) => string

export function liveTranslator(locale: Locale): LiveTranslate {
  const site = translator(locale)
  const live: Record<LiveMessageKey, string> = locale === 'ar' ? liveAr : liveEn
  return (key, vars) => (key in live ? fillVars(live[key as LiveMessageKey], vars) : site(key as MessageKey, vars))
}
