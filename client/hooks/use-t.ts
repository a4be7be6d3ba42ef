import { useMemo } from 'react'
import { translator, type Translate } from '../../shared/i18n'
import { useAppSnapshot } from '../state/store-context'

/** The translator for the page's locale (Arabic pages get Arabic chrome). */
export function useT(): Translate {
  const { payload } = useAppSnapshot()
  return useMemo(() => translator(payload.locale), [payload.locale])
}
