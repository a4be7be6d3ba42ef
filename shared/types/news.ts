import type { ArticleDocument } from './article-document'
/** News as the site reads it. Rows are parsed into these at the worker/db boundary. */
export type Locale = 'en' | 'ar'

export interface NewsCategory {
  id: number
  slug: string
  name: string
}

export interface NewsSummary {
  id: number
  slug: string
  title: string
  summary: string
  locale: Locale
  /** ISO 8601 UTC instant, e.g. 2025-08-09T14:00:00.000Z */
  publishedAt: string
  imageKey: string | null
  imageAlt: string
  categories: NewsCategory[]
}

export interface NewsArticle extends NewsSummary {
  /** Issue 19 §2: the body written in the editor, rendered by React; null for an article that exists as HTML. */
  bodyDoc: ArticleDocument | null
  /** The body of an article that exists as HTML (sanitised before it is served); '' when bodyDoc is set. */
  bodyHtml: string
  author: string
}

export interface NewsPage {
  items: NewsSummary[]
  total: number
}
