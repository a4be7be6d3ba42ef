/**
 * Issue 19 §2 "publishing purges the cached pages that show the article (its
 * page, /news, home, its categories)", by path as the edge cache keys them
 * (issue 13 §2): every spelling of its own page (SPEC §2.1 /news/{slug}, the
 * dated form, the in-app view), the listing, the London-date archives it
 * falls in, the home page and each category page. Related-article strips of
 * other articles are not listed; those copies are fresh for two minutes.
 */
import { londonDateParts, newsArticlePath } from './formats'

export interface ArticlePages {
  slug: string
  publishedAt: string
  categorySlugs: readonly string[]
}

const pad2 = (n: number) => String(n).padStart(2, '0')

export function articlePagePaths(article: ArticlePages): string[] {
  const { year, month, day } = londonDateParts(article.publishedAt)
  const slug = encodeURIComponent(article.slug)
  const paths = [
    '/',
    '/news',
    `/news/${slug}`,
    newsArticlePath(article),
    `/app/news/${slug}`,
    `/news/${year}`,
    `/news/${year}/${pad2(month)}`,
    `/news/${year}/${pad2(month)}/${pad2(day)}`,
    '/category',
    ...article.categorySlugs.map((category) => `/category/${encodeURIComponent(category)}`),
  ]
  return [...new Set(paths)]
}

/** A change that moves an article (new slug, date or categories) purges where it was and where it is. */
export function changedArticlePagePaths(before: ArticlePages | null, after: ArticlePages | null): string[] {
  return [...new Set([...(before ? articlePagePaths(before) : []), ...(after ? articlePagePaths(after) : [])])]
}
