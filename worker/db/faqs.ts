import type { FaqGroup } from '../../shared/types/faq'
import { type Read, rowsRead } from './read'

interface FaqRow {
  group_slug: string
  group_title: string
  heading: string | null
  answer_html: string | null
}

/** SPEC §2.10 FAQ groups with their entries, in editor order; one query. */
export function faqGroupsRead(db: D1Database): Read<FaqGroup[]> {
  return rowsRead<FaqRow, FaqGroup[]>(
    db.prepare(
      `SELECT g.slug AS group_slug, g.title AS group_title, e.heading, e.answer_html
         FROM faq_groups g
         LEFT JOIN faq_entries e ON e.group_id = g.id
        ORDER BY g.position, e.position`,
    ),
    rowsToFaqGroups,
  )
}

export function rowsToFaqGroups(rows: readonly FaqRow[]): FaqGroup[] {
  const groups = new Map<string, FaqGroup>()
  for (const row of rows) {
    let group = groups.get(row.group_slug)
    if (!group) {
      group = { id: row.group_slug, title: row.group_title, entries: [] }
      groups.set(row.group_slug, group)
    }
    if (row.heading !== null && row.answer_html !== null) group.entries.push({ heading: row.heading, answerHtml: row.answer_html })
  }
  return [...groups.values()]
}
