/** News rows, categories, related links and images (SPEC §3, §9.4). */
import { londonToUtc, type SeedClock, shiftLondon } from './clock'
import type { SeasonPlan } from './fixtures'
import { pictureSvg } from './images'
import { NEWS_ARABIC } from './news-arabic'
import { type ArticleSeed, bodyHtml, htmlToText } from './news-body'
import { livePreview, matchReports } from './news-reports'
import { NEWS_2025 } from './news-2025'
import { NEWS_2026A } from './news-2026a'
import { NEWS_2026B } from './news-2026b'
import { NEWS_2026C } from './news-2026c'
import { hashString } from './random'
import type { SeedRow } from './sql'
import type { SeedPart } from './types'

interface CategorySeed {
  id: number
  slug: string
  name: string
  locale: 'en' | 'ar'
  colours: [string, string]
}

export const NEWS_CATEGORIES: CategorySeed[] = [
  { id: 1, slug: 'first-team', name: 'First Team', locale: 'en', colours: ['#0044a9', '#002a6b'] },
  { id: 2, slug: 'women', name: 'Women', locale: 'en', colours: ['#7b2d8e', '#0044a9'] },
  { id: 3, slug: 'academy', name: 'Academy', locale: 'en', colours: ['#138a5e', '#0b4f37'] },
  { id: 4, slug: 'club', name: 'Club', locale: 'en', colours: ['#1d2b4f', '#3c5a99'] },
  { id: 5, slug: 'community', name: 'Community', locale: 'en', colours: ['#e07a1f', '#a3470b'] },
  { id: 6, slug: 'town-tv', name: 'Town TV', locale: 'en', colours: ['#d6001c', '#5a0010'] },
  { id: 7, slug: 'arabic', name: 'العربية', locale: 'ar', colours: ['#006c4f', '#0044a9'] },
]

export function newsImageKey(slug: string): string {
  return `news/${slug}.jpg`
}

/**
 * All articles, oldest first; ids follow that order. Hand-written ones move
 * with the seed's calendar (clock.ts); those written from the fixtures are
 * dated on it already.
 */
export function allArticles(clock: SeedClock, season: SeasonPlan): Array<ArticleSeed & { publishedAt: string }> {
  const written = [...NEWS_2025, ...NEWS_2026A, ...NEWS_2026B, ...NEWS_2026C, ...NEWS_ARABIC]
  const fromFixtures = [...matchReports(season), ...livePreview(season)]
  return [
    ...written.map((a) => ({ ...a, publishedAt: shiftLondon(clock, a.published) })),
    ...fromFixtures.map((a) => ({ ...a, publishedAt: londonToUtc(...(a.published.split(' ') as [string, string])) })),
  ].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.slug.localeCompare(b.slug))
}

function category(slug: string): CategorySeed {
  const found = NEWS_CATEGORIES.find((c) => c.slug === slug)
  if (!found) throw new Error(`seed: unknown news category ${slug}`)
  return found
}

export function newsPart(clock: SeedClock, season: SeasonPlan): SeedPart {
  const articles = allArticles(clock, season)
  const idOf = new Map(articles.map((a, index) => [a.slug, index + 1]))
  const news: SeedRow[] = []
  const links: SeedRow[] = []
  const related: SeedRow[] = []
  for (const [index, a] of articles.entries()) {
    const id = index + 1
    const html = bodyHtml(a.body)
    const publishedAt = a.publishedAt
    news.push({
      id,
      locale: a.locale ?? 'en',
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      body_html: html,
      body_text: htmlToText(html),
      author: a.author,
      published_at: publishedAt,
      image_key: newsImageKey(a.slug),
      image_alt: a.title,
      status: a.status ?? 'published',
      updated_at: publishedAt,
    })
    for (const [position, slug] of a.categories.entries()) links.push({ news_id: id, category_id: category(slug).id, position })
    for (const [position, slug] of (a.related ?? []).entries()) {
      const relatedId = idOf.get(slug)
      if (!relatedId) throw new Error(`seed: ${a.slug} is related to unknown ${slug}`)
      related.push({ news_id: id, related_id: relatedId, position })
    }
  }
  const images = articles.map((a) => {
    const primary = category(a.categories[0] as string)
    return {
      key: newsImageKey(a.slug),
      svg: pictureSvg({
        width: 400,
        height: 400,
        caption: a.caption ?? primary.name,
        colours: primary.colours,
        seed: hashString(a.slug),
      }),
    }
  })
  return {
    tables: [
      { table: 'news_categories', rows: NEWS_CATEGORIES.map(({ colours, ...c }, position) => ({ ...c, position })) },
      { table: 'news', rows: news },
      { table: 'news_to_categories', rows: links },
      { table: 'news_related', rows: related },
    ],
    images,
  }
}
