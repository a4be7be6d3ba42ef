/**
 * An article body as stored (issue 19 §2): the subset of Tiptap's
 * (ProseMirror's) document JSON we allow, after shared/schemas/article-document.ts
 * has read it. The site renders it with React (client/components/news/article-document.tsx);
 * no stored HTML is ever trusted.
 */

export type ArticleMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'underline' }
  | { type: 'strike' }
  | { type: 'code' }
  | { type: 'link'; attrs: ArticleLinkAttrs }

/** A link's attributes once read: Tiptap's rel and class are dropped (the renderer decides rel). */
export interface ArticleLinkAttrs {
  /** http(s), mailto: or a path of this site (shared/rules/article-link.ts). */
  href: string
  target: '_blank' | null
  title?: string | null
}

export interface ArticleText {
  type: 'text'
  text: string
  marks?: ArticleMark[]
}

export interface ArticleHardBreak {
  type: 'hardBreak'
  marks?: ArticleMark[]
}

export type ArticleInline = ArticleText | ArticleHardBreak

/** Tiptap's TextAlign extension writes textAlign: null when nothing is chosen; we offer no alignment. */
export interface ArticleTextBlockAttrs {
  textAlign?: null
}

export interface ArticleParagraph {
  type: 'paragraph'
  attrs?: ArticleTextBlockAttrs
  /** Absent for an empty paragraph. */
  content?: ArticleInline[]
}

/** Levels 2 to 4 only: the page's h1 is the article's title. */
export interface ArticleHeading {
  type: 'heading'
  attrs: ArticleTextBlockAttrs & { level: 2 | 3 | 4 }
  content?: ArticleInline[]
}

export interface ArticleBulletList {
  type: 'bulletList'
  content: ArticleListItem[]
}

export type OrderedListStyle = '1' | 'a' | 'A' | 'i' | 'I'

export interface ArticleOrderedList {
  type: 'orderedList'
  attrs?: { start?: number; type?: OrderedListStyle | null }
  content: ArticleListItem[]
}

export interface ArticleListItem {
  type: 'listItem'
  /** A paragraph first (as in Tiptap's schema), then more paragraphs or nested lists. */
  content: (ArticleParagraph | ArticleBulletList | ArticleOrderedList)[]
}

export interface ArticleBlockquote {
  type: 'blockquote'
  content: ArticleBlock[]
}

export interface ArticleHorizontalRule {
  type: 'horizontalRule'
}

export interface ArticleImage {
  type: 'image'
  attrs: {
    /** A key of our image library (as news.image_key), served by /images/…; never a URL. */
    src: string
    alt: string
    title?: string | null
    /** Written by Tiptap as null; the site shows body images at the article's width whatever they say. */
    width?: number | null
    height?: number | null
  }
}

export type ArticleBlock =
  | ArticleParagraph
  | ArticleHeading
  | ArticleBulletList
  | ArticleOrderedList
  | ArticleBlockquote
  | ArticleHorizontalRule
  | ArticleImage

export interface ArticleDocument {
  type: 'doc'
  content: ArticleBlock[]
}
