/** News categories (SPEC §2.1 category pages). */
import type { Locale, NewsCategory } from '../../shared/types/news'

type CategoryWithLocale = NewsCategory & { locale: Locale }

export async function getNewsCategory(db: D1Database, slug: string): Promise<CategoryWithLocale | null> {
  return db.prepare(`SELECT id, slug, name, locale FROM news_categories WHERE slug = ?1`).bind(slug).first<CategoryWithLocale>()
}

/** Every category with its number of published articles, in editor order. */
export async function listNewsCategories(db: D1Database): Promise<Array<CategoryWithLocale & { count: number }>> {
  const { results } = await db
    .prepare(`SELECT c.id, c.slug, c.name, c.locale,
                     (SELECT count(*) FROM news_to_categories nc JOIN news n ON n.id = nc.news_id
                       WHERE nc.category_id = c.id AND n.status = 'published') AS count
                FROM news_categories c ORDER BY c.position, c.id`)
    .all<CategoryWithLocale & { count: number }>()
  return results
}
