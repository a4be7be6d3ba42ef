import { describe, expect, it } from 'vitest'
import { cpuMsPerRequest, cpuTicksOfStat, d1AnswerOf, isD1Query, perMinuteOfPolls } from '../bench/push-figures.mjs'

// Issue 21 bench (BENCH_ONLY=push): the arithmetic the report's figures rest on.
describe("the push section's figures", () => {
  it.each<[string, number, number, number | null, number | null]>([
    ['2,000 pages polling every 15 s, one statement each', 2000, 15_000, 1, 8000],
    ['2,000 pages, 3.5 statements a poll', 2000, 15_000, 3.5, 28_000],
    ['one page polling every 30 s', 1, 30_000, 2, 4],
    ['unknown cost per poll stays unknown', 2000, 15_000, null, null],
  ])('%s', (_name, pages, pollMs, perPoll, expected) => {
    expect(perMinuteOfPolls(pages, pollMs, perPoll)).toBe(expected)
  })

  it('reads utime + stime from a /proc stat line whose command holds spaces and a parenthesis', () => {
    const stat = '4242 (work erd)) S 1 4240 4240 0 -1 4194560 1000 0 0 0 250 75 0 0 20 0 12 0 100 1000000 500'
    expect(cpuTicksOfStat(stat)).toBe(325)
  })

  it.each<[string, Parameters<typeof cpuMsPerRequest>[0], number | null]>([
    ['ticks over requests', { ticks: 100, tickMs: 10, seconds: 2, requests: 500 }, 2],
    ['less the idle use over as long', { ticks: 100, tickMs: 10, seconds: 2, requests: 500, idleMsPerSecond: 100 }, 1.6],
    ['never below zero', { ticks: 1, tickMs: 10, seconds: 2, requests: 10, idleMsPerSecond: 100 }, 0],
    ['no requests: no figure', { ticks: 5, tickMs: 10, seconds: 1, requests: 0 }, null],
  ])('CPU per request: %s', (_name, run, expected) => {
    expect(cpuMsPerRequest(run)).toBe(expected)
  })

  it.each<[string, string, string, boolean]>([
    ["the D1 binding's query", 'http://d1/query?resultsFormat=ROWS_AND_COLUMNS', 'POST', true],
    ["the D1 binding's exec", 'http://d1/execute', 'POST', true],
    ['a GET of the same path', 'http://d1/query', 'GET', false],
    ['another subrequest', 'http://127.0.0.1/d1/query', 'POST', false],
  ])('%s is a D1 query: %s', (_name, url, method, expected) => {
    expect(isD1Query(url, method)).toBe(expected)
  })

  it("reads a D1 answer: one result per statement, rows read and written from each one's meta", () => {
    const batch = JSON.stringify([
      { success: true, results: { columns: ['rows_read'], rows: [[99]] }, meta: { rows_read: 3, rows_written: 0 } },
      { success: true, results: { columns: [], rows: [] }, meta: { rows_read: 2, rows_written: 1 } },
    ])
    expect(d1AnswerOf(batch)).toEqual({ statements: 2, rowsRead: 5, rowsWritten: 1 })
    expect(d1AnswerOf(JSON.stringify({ success: true, meta: { rows_read: 1 } }))).toEqual({ statements: 1, rowsRead: 1, rowsWritten: 0 })
    expect(d1AnswerOf('<html>')).toBeNull()
  })
})
