import { readGroupsTogether, type ReadValues, type Reads, readTogether } from '../db/read'

export interface PageReader<C extends Reads> {
  /** The loader's reads; the first call also carries the companion's. */
  read: <R extends Reads>(reads: R) => Promise<ReadValues<R>>
  /** The companion's values: from the loader's first batch, or read now when the loader read nothing. */
  companion: () => Promise<ReadValues<C>>
}

/**
 * Issue 13 §3: a page's independent reads in one round trip. The settings
 * row and the chrome (menus, sponsor rows, footer adverts) depend on nothing
 * the page reads, so their reads ride along with the loader's first batch
 * (the loader asks for the settings after it): a page whose reads are
 * all independent (home, news, the video hub) is one `db.batch` in all, and a
 * page that must read one thing before the next (a team, then its fixtures)
 * adds only the batches that dependency needs.
 */
export function pageReader<C extends Reads>(db: D1Database, companionReads: C): PageReader<C> {
  let companion: Promise<ReadValues<C>> | null = null
  return {
    read: async (reads) => {
      if (companion) return readTogether(db, reads)
      const both = readGroupsTogether(db, [companionReads, reads])
      companion = both.then(([values]) => values)
      // Whoever awaits the companion sees its failure; this keeps it from being an unhandled rejection meanwhile.
      companion.catch(() => {})
      return (await both)[1]
    },
    companion: () => {
      companion ??= readTogether(db, companionReads)
      return companion
    },
  }
}
