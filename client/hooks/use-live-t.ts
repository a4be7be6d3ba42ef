import { useMemo, useSyncExternalStore } from 'react'
import { cataloguesVersion, subscribeToCatalogues } from '../../shared/i18n'
import { type LiveTranslate, liveTranslator } from '../../shared/i18n/live'
import { useAppSnapshot } from '../state/store-context'

/**
 * useT for the live parts: the site's texts and the live catalogue's
 * (shared/i18n/live.ts), in the page's locale; it renders again when the
 * rest of the site's English arrives, as useT does.
 */
export function useLiveT(): LiveTranslate {
  const { payload } = useAppSnapshot()
  const version = useSyncExternalStore(subscribeToCatalogues, cataloguesVersion, cataloguesVersion)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is a new translator, so memoised children see it too.
  return useMemo(() => liveTranslator(payload.locale), [payload.locale, version])
}
