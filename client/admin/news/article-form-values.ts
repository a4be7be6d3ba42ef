import { generateJSON } from '@tiptap/core'
import type { z } from 'zod'
import type { ArticleFieldsSchema } from '../../../shared/schemas/admin-articles'
import { EMPTY_ARTICLE_DOCUMENT } from '../../../shared/schemas/article-document'
import type { AdminArticle } from '../../../shared/types/admin-articles'
import type { ArticleDocument } from '../../../shared/types/article-document'
import { articleBodyExtensions } from './article-body-extensions'

/** What the form holds: the schema's input (the zod resolver reads it into ArticleFields). */
export type ArticleFormValues = z.input<typeof ArticleFieldsSchema>

export function emptyArticleValues(): ArticleFormValues {
  return {
    locale: 'en',
    title: '',
    slug: '',
    summary: '',
    author: '',
    body: EMPTY_ARTICLE_DOCUMENT,
    imageKey: null,
    imageAlt: '',
    categoryIds: [],
    relatedIds: [],
    translationOf: null,
  }
}

/**
 * The form's values for a stored article. An article written before the
 * editor existed has only (sanitised) HTML: the editor's schema reads it into
 * a document, so the next save stores the document (issue 19 §2). Browser only
 * (the HTML is parsed by the DOM).
 */
export function articleValues(article: AdminArticle): ArticleFormValues {
  return { ...article.fields, body: article.fields.body ?? bodyFromHtml(article.bodyHtml ?? '') }
}

function bodyFromHtml(html: string): ArticleDocument {
  if (html.trim() === '') return EMPTY_ARTICLE_DOCUMENT
  return generateJSON(html, articleBodyExtensions) as ArticleDocument
}
