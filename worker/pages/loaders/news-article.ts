import { londonDateParts, newsArticlePath } from '../../../shared/rules/formats'
import { RELATED_NEWS_COUNT } from '../../../shared/schemas/news'
import type { NewsArticle } from '../../../shared/types/news'
import { newsBySlugRead, relatedNewsRead } from '../../db/news'
import { notFound } from '../../http-errors'
import { sanitiseFields } from '../../render/sanitise-html'
import type { PageLoader } from '../page-context'

/**
 * /news/{slug} and the dated forms /news/{year}/{month?}/{day?}/{slug} (SPEC §2.1).
 * A dated address must agree with the article's London publication date.
 */
export const loadNewsArticle: PageLoader = async ({ env, route, read, now }) => {
  const { slug, year, month, day } = route.params
  if (!slug) throw notFound()
  const { article, related } = await read({
    article: newsBySlugRead(env.DB, slug, now),
    related: relatedNewsRead(env.DB, slug, RELATED_NEWS_COUNT, now),
  })
  if (!article || !matchesDate(article, year, month, day)) throw notFound()

  return {
    title: article.title,
    description: article.summary,
    locale: article.locale,
    canonicalPath: newsArticlePath(article),
    // issue 19 §2: stored HTML goes to the page through the allow-list sanitiser.
    page: { kind: 'newsArticle', article: await sanitiseFields(article, ['bodyHtml']), related },
  }
}

function matchesDate(article: NewsArticle, year?: string, month?: string, day?: string): boolean {
  const published = londonDateParts(article.publishedAt)
  if (year !== undefined && Number(year) !== published.year) return false
  if (month !== undefined && Number(month) !== published.month) return false
  if (day !== undefined && Number(day) !== published.day) return false
  return true
}
