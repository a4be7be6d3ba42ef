/**
 * Issue 19 §10 (concurrent editing): when a save is refused because someone
 * else saved first, the editor is told which fields differ between their copy
 * and the stored one, so they can choose to keep theirs or take the other
 * without losing anything unseen. Text is compared as the API stores it
 * (trimmed); categories are a set, related articles a list in order.
 */

/** The fields the comparison reads (an article's form values or its stored fields). */
export interface ComparableArticle {
  locale: string
  title: string
  slug: string
  summary: string
  author: string
  body: unknown
  imageKey: string | null
  imageAlt: string
  categoryIds: readonly number[]
  relatedIds: readonly number[]
  translationOf: number | null
}

export type ArticleField = keyof ComparableArticle

/** In the form's order, so the notice lists them as the editor sees them. */
export const ARTICLE_FIELD_ORDER: readonly ArticleField[] = [
  'locale',
  'title',
  'slug',
  'summary',
  'author',
  'imageKey',
  'imageAlt',
  'categoryIds',
  'relatedIds',
  'translationOf',
  'body',
]

const same: { [F in ArticleField]: (a: ComparableArticle[F], b: ComparableArticle[F]) => boolean } = {
  locale: (a, b) => a === b,
  title: (a, b) => a.trim() === b.trim(),
  slug: (a, b) => a === b,
  summary: (a, b) => a.trim() === b.trim(),
  author: (a, b) => a.trim() === b.trim(),
  body: (a, b) => canonical(a) === canonical(b),
  imageKey: (a, b) => (a || null) === (b || null),
  imageAlt: (a, b) => a.trim() === b.trim(),
  categoryIds: (a, b) => canonical([...a].sort((x, y) => x - y)) === canonical([...b].sort((x, y) => x - y)),
  relatedIds: (a, b) => canonical(a) === canonical(b),
  translationOf: (a, b) => a === b,
}

/** The fields whose values differ, in the form's order. */
export function articleFieldsThatDiffer(mine: ComparableArticle, theirs: ComparableArticle): ArticleField[] {
  return ARTICLE_FIELD_ORDER.filter((field) => !(same[field] as (a: unknown, b: unknown) => boolean)(mine[field], theirs[field]))
}

/** JSON with object keys sorted, so two documents built in a different key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
}
