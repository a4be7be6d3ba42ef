export const WINDOW_SECONDS: number
export const P99_RATIO_TARGET: number
export const GROWTH_MB_PER_MINUTE_TARGET: number
export interface SoakRow {
  atSeconds: number
  latencies: number[]
  workerd: { role: string; rssMb: number }[]
}
export interface SoakVerdict {
  windowSeconds: number
  p99: { firstMs: number; lastMs: number; ratio: number; target: number; met: boolean }
  memory: { fromSeconds: number; mbPerMinute: Record<string, number>; target: number; met: boolean } | null
}
export function soakVerdict(rows: SoakRow[]): SoakVerdict | null
export function verdictText(verdict: SoakVerdict): string
