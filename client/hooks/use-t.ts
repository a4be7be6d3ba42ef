import { useMemo, useSyncExternalStore } from 'react'
import { cataloguesVersion, subscribeToCatalogues, translator, type Translate } from '../../shared/i18n'
import { useAppSnapshot } from '../state/store-context'

/**
 * The translator for the page's locale (Arabic pages get Arabic chrome). The
 * component renders again when messages are added (shared/i18n loadEnglishRest).
 */
export function useT(): Translate {
  const { payload } = useAppSnapshot()
  const version = useSyncExternalStore(subscribeToCatalogues, cataloguesVersion, cataloguesVersion)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is a new translator, so memoised children see it too.
  return useMemo(() => translator(payload.locale), [payload.locale, version])
}
