/** SPEC §3 section sponsor slots (web channel), with the child-friendly filter of SPEC §1. */
import { childFriendlyState } from '../../shared/rules/child-friendly'
import type { SectionSponsor } from '../../shared/types/football'
import { firstRead, optionalRead, type Read } from './read'

export type SectionID = 'news-listing' | 'fixtures-page' | 'loading-screen' | 'match-centre' | 'player-of-the-match' | 'homepage-news'

interface SlotRow {
  name: string
  title: string
  url: string
  image_key: string
  is_child_friendly: number
}

/** The active web slot's published sponsor; in child-friendly mode only a child-friendly one, else none. */
export function sectionSponsorRead(db: D1Database, section: SectionID, childFriendly: boolean): Read<SectionSponsor | null> {
  const read = firstRead<SlotRow, SectionSponsor | null>(
    db
      .prepare(`SELECT s.name, sp.title, sp.url, sp.image_key, sp.is_child_friendly FROM section_sponsor_slots s
                  JOIN sponsors sp ON sp.id = s.sponsor_id AND sp.published = 1
                 WHERE s.section_id = ?1 AND s.type = 'web' AND s.active = 1`)
      .bind(section),
    (row) => {
      if (!row || childFriendlyState(row.is_child_friendly === 1, { childFriendlyMode: childFriendly }) === 'hiddenForChildren') return null
      return { name: row.name, title: row.title, url: row.url, imageKey: row.image_key }
    },
  )
  // SPEC §8.3: a sponsor slot that fails to load is left empty.
  return optionalRead(read, null, 'section sponsor')
}
