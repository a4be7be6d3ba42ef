/**
 * What the site reads out of an article body (issue 19 §2) besides rendering
 * it: its plain text for the search index (news.body_text, which feeds
 * news_fts) and for a summary, the images it uses, its length in words.
 * Bodies reach here validated, so their depth is bounded and recursion is safe.
 */
import type { ArticleBlock, ArticleDocument, ArticleInline } from '../types/article-document'

/** Average adult reading speed, words a minute: the editor's reading-time hint. */
function inlineText(content: ArticleInline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('')
}

// One entry a line: paragraphs, headings and list items each end a line, so words of
// neighbouring blocks never run together in the index ('Goal' + 'Smith' is not 'GoalSmith').
function blockLines(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return [inlineText(block.content)]
    case 'bulletList':
    case 'orderedList':
      return block.content.flatMap((item) => item.content.flatMap(blockLines))
    case 'blockquote':
      return block.content.flatMap(blockLines)
    // Pictures and rules carry no text of the story; an image's alt describes a picture, not the article.
    case 'horizontalRule':
    case 'image':
      return []
  }
}

/**
 * The body's text, blocks a line each, blank lines dropped and runs of spaces
 * kept as they are (the index tokenises them away). For news.body_text.
 */
export function documentPlainText(doc: ArticleDocument): string {
  return doc.content
    .flatMap(blockLines)
    .flatMap((line) => line.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n')
}

/**
 * The start of the text as one line, cut at a word boundary within maxLength
 * characters and marked with an ellipsis when cut: an article's summary when
 * the editor writes none.
 */
export function documentSummary(doc: ArticleDocument, maxLength: number): string {
  const text = documentPlainText(doc).replace(/\s+/g, ' ').trim()
  if (text.length <= maxLength) return text
  const cut = text.slice(0, Math.max(0, maxLength - 1))
  // The cut ends a word when a space follows it; otherwise the word it split is dropped,
  // unless it is the only one (a single word longer than the summary is cut inside it).
  const lastSpace = text[cut.length] === ' ' ? cut.length : cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/** The image keys the body shows, each once, in order: the save checks each is in the image library. */
export function documentImageKeys(doc: ArticleDocument): string[] {
  const keys = new Set<string>()
  const visit = (block: ArticleBlock): void => {
    if (block.type === 'image') keys.add(block.attrs.src)
    else if (block.type === 'blockquote') block.content.forEach(visit)
    else if (block.type === 'bulletList' || block.type === 'orderedList') for (const item of block.content) item.content.forEach(visit)
  }
  doc.content.forEach(visit)
  return [...keys]
}
