import { utcToLondonLocal } from '../../../shared/rules/london-time'

const whole = new Intl.NumberFormat('en-GB')

/** 12345 → '12,345'. */
export const count = (n: number) => whole.format(n)

/** Milliseconds as seconds with one decimal: 3167 → '3.2 s'; null → '–'. */
export const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`)

/** An instant on London's clock, 'HH:MM' ('HH:MM:SS' with seconds). */
export function clock(iso: string, withSeconds = false): string {
  const local = utcToLondonLocal(iso)
  return withSeconds ? `${local.slice(11, 16)}:${iso.slice(17, 19)}` : local.slice(11, 16)
}
