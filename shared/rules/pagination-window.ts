/**
 * The page-button window of SPEC §2.5 (search results, §9.4). Pages are 0-based indices here;
 * the buttons show them 1-based.
 */

/** Pages shown after the current one on the first page; one fewer on the second. Mirrored at the end. */
const EDGE_REACH = 5
/** Pages shown either side of the current one away from the edges. */
const MIDDLE_REACH = 2

/**
 * A page index forced into [0, totalPages - 1]; fractions are dropped and NaN is page 0.
 * With no pages at all the answer is 0, the page a fresh search starts on.
 */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(0, Math.floor(totalPages) - 1)
  if (!Number.isFinite(page)) return Number.isNaN(page) || page < 0 ? 0 : last
  return Math.min(last, Math.max(0, Math.floor(page)))
}

/**
 * SPEC §2.5: "5 ahead at page 1, 4 ahead at page 2, and the mirror at the end. Otherwise it is 2
 * either side." So page 1 shows 1–6, page 2 shows 1–6 (the page behind it plus 4 ahead), the last two
 * pages show the last six, and any other page shows itself with two either side; always clamped to
 * the pages that exist. An out-of-range current page is clamped first; no pages gives [].
 */
export function paginationWindow(currentPage: number, totalPages: number): number[] {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0
  if (total <= 0) return []
  const current = clampPage(currentPage, total)
  const last = total - 1
  // The first two pages reach 5 then 4 ahead, the last two 5 then 4 behind; elsewhere 2 each way.
  const ahead = current === 0 ? EDGE_REACH : current === 1 ? EDGE_REACH - 1 : MIDDLE_REACH
  const behind = current === last ? EDGE_REACH : current === last - 1 ? EDGE_REACH - 1 : MIDDLE_REACH
  const from = Math.max(0, current - behind)
  const to = Math.min(last, current + ahead)
  const pages: number[] = []
  for (let page = from; page <= to; page += 1) pages.push(page)
  return pages
}
