import { formatDate } from '../../shared/rules/formats'
import { utcToLondonLocal } from '../../shared/rules/london-time'

/** An instant as the club reads it: '27 Nov 2026, 18:30' on London's clock ('' for a bad value). */
export function londonDateTime(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return ''
  return `${formatDate(iso)}, ${utcToLondonLocal(iso).slice(11, 16)}`
}
