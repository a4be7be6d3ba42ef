export function perMinuteOfPolls(pages: number, pollMs: number, perPoll: number | null | undefined): number | null
export function cpuTicksOfStat(stat: string): number
export function cpuMsPerRequest(run: {
  ticks: number
  tickMs: number
  seconds: number
  requests: number
  idleMsPerSecond?: number
}): number | null
export function isD1Query(url: string, method: string): boolean
export function d1AnswerOf(text: string): { statements: number; rowsRead: number; rowsWritten: number } | null
