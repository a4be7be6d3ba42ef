/** News categories (SPEC §2.1 category pages). */
import type { Locale, NewsCategory } from '../../shared/types/news'
import { firstRead, type Read, rowsRead } from './read'

type CategoryWithLocale = NewsCategory & { locale: Locale }

export function newsCategoryRead(db: D1Database, slug: string): Read<CategoryWithLocale | null> {
  return firstRead<CategoryWithLocale, CategoryWithLocale | null>(
    db.prepare(`SELECT id, slug, name, locale FROM news_categories WHERE slug = ?1`).bind(slug),
    (row) => row,
  )
}

/** Every category with its number of published articles (scheduled ones from their time), in editor order. */
export function newsCategoriesRead(db: D1Database, now = new Date()): Read<Array<CategoryWithLocale & { count: number }>> {
  return rowsRead<CategoryWithLocale & { count: number }, Array<CategoryWithLocale & { count: number }>>(
    db
      .prepare(`SELECT c.id, c.slug, c.name, c.locale,
                       (SELECT count(*) FROM news_to_categories nc JOIN news n ON n.id = nc.news_id
                         WHERE nc.category_id = c.id AND n.status = 'published' AND n.published_at <= ?1) AS count
                  FROM news_categories c ORDER BY c.position, c.id`)
      .bind(now.toISOString()),
    (rows) => rows,
  )
}

/** Every category, in editor order (issue 19: the article form's choice). */
export async function listNewsCategories(db: D1Database): Promise<CategoryWithLocale[]> {
  const { results } = await db.prepare('SELECT id, slug, name, locale FROM news_categories ORDER BY position, id').all<CategoryWithLocale>()
  return results
}
