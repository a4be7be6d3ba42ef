/** The compact form news and pages are written in, and its HTML and plain text. */
import type { Locale } from '../../shared/types/news'

export interface ArticleSeed {
  slug: string
  /** Europe/London wall time, 'YYYY-MM-DD HH:MM'. */
  published: string
  title: string
  summary: string
  author: string
  /** Category slugs; the first is the primary one. */
  categories: string[]
  /** '## text' is a heading, '> text — who' a quote, anything else a paragraph (may hold inline HTML). */
  body: string[]
  /** Short words drawn on the generated image; defaults to the primary category. */
  caption?: string
  related?: string[]
  status?: 'draft' | 'published'
  locale?: Locale
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Paragraph markup to HTML; text is trusted seed content that may carry inline tags. */
export function bodyHtml(body: string[]): string {
  return body
    .map((block) => {
      if (block.startsWith('## ')) return `<h2>${block.slice(3)}</h2>`
      if (block.startsWith('> ')) {
        const [quote, who] = block.slice(2).split(' — ')
        return `<blockquote><p>${quote}</p>${who ? `<cite>${who}</cite>` : ''}</blockquote>`
      }
      return `<p>${block}</p>`
    })
    .join('\n')
}

/** Plain text for the full-text index (news.body_text). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
