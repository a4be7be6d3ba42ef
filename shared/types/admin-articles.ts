/** Articles as the back office reads them (issue 19 §2); rows are parsed into these in worker/db/admin-articles.ts. */
import type { ArticleState, ArticleStatus } from '../rules/article-state'
import type { ArticleFields } from '../schemas/admin-articles'
import type { ArticleDocument } from '../schemas/article-document'
import type { Locale } from './news'

/** A row of the article list. */
export interface AdminArticleSummary {
  id: number
  slug: string
  title: string
  locale: Locale
  state: ArticleState
  /** ISO UTC: when it appeared or will appear; for a draft, when it was made. */
  publishedAt: string
  updatedAt: string
  version: number
  author: string
  categories: string[]
}

export interface AdminArticle {
  id: number
  version: number
  status: ArticleStatus
  state: ArticleState
  publishedAt: string
  createdAt: string | null
  updatedAt: string
  /** The Arabic version's id, on an English article. */
  translationId: number | null
  /** The fields as the form edits them; body null when the article exists as HTML only. */
  fields: Omit<ArticleFields, 'body'> & { body: ArticleDocument | null }
  /** An article written before the editor existed: its HTML (already sanitised), for the editor to open. */
  bodyHtml: string | null
}

export interface AdminArticleList {
  items: AdminArticleSummary[]
  total: number
  page: number
  size: number
}
