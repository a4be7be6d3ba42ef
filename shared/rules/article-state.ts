/**
 * Issue 19 §2: what an article is to its readers at an instant. A scheduled
 * article is stored as published with a publication time still to come, so it
 * appears on its time without anyone acting: every public query asks
 * `status = 'published' AND published_at <= now` (worker/db/news.ts), the
 * same test as here.
 */
export type ArticleStatus = 'draft' | 'published' | 'archived'
export type ArticleState = 'draft' | 'scheduled' | 'published' | 'archived'

export function articleState(status: ArticleStatus, publishedAt: string, now: Date): ArticleState {
  if (status !== 'published') return status
  return Date.parse(publishedAt) > now.getTime() ? 'scheduled' : 'published'
}

/** Readers (pages, search, feeds) see it. */
export function articleIsPublic(status: ArticleStatus, publishedAt: string, now: Date): boolean {
  return articleState(status, publishedAt, now) === 'published'
}
