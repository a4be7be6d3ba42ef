import type { ReactNode } from 'react'
import { IMAGE_SIZES } from '../../../shared/images'
import { checkImageKey } from '../../../shared/rules/image-request'
import type { ArticleBlock, ArticleDocument as ArticleDocumentJson, ArticleListItem } from '../../../shared/types/article-document'
import { useT } from '../../hooks/use-t'
import { Image } from '../image'
import { renderInline } from './article-inline'

// As the article page's lead image: the narrow container (800 px less its padding) or the screen less its padding.
const NARROW_SIZES = '(min-width: 800px) 752px, (min-width: 760px) calc(100vw - 48px), calc(100vw - 32px)'

/**
 * An article body stored as document JSON (issue 19 §2), rendered with React
 * elements only: no stored HTML reaches the page. The wrapper is the article
 * page's body container, so news-page.css styles it. Keys are positions: a
 * body is rendered whole and never reordered in place.
 */
export function ArticleDocument({ doc }: { doc: ArticleDocumentJson }) {
  const t = useT()
  return <div className="news-article__body container container--narrow">{renderBlocks(doc.content, t('link.opensNewTab'))}</div>
}

function renderBlocks(blocks: readonly ArticleBlock[], newTab: string): ReactNode[] {
  return blocks.map((block, index) => renderBlock(block, String(index), newTab))
}

function renderBlock(block: ArticleBlock, key: string, newTab: string): ReactNode {
  switch (block.type) {
    case 'paragraph':
      // An empty paragraph (Tiptap keeps one at the end) has nothing to read: no empty <p> spacing the page.
      return block.content?.length ? <p key={key}>{renderInline(block.content, newTab)}</p> : null
    case 'heading': {
      const Tag = `h${block.attrs.level}` as const
      return <Tag key={key}>{renderInline(block.content ?? [], newTab)}</Tag>
    }
    case 'bulletList':
      return <ul key={key}>{renderItems(block.content, newTab)}</ul>
    case 'orderedList': {
      const start = block.attrs?.start
      return (
        <ol key={key} start={start !== undefined && start !== 1 ? start : undefined} type={block.attrs?.type ?? undefined}>
          {renderItems(block.content, newTab)}
        </ol>
      )
    }
    case 'blockquote':
      return <blockquote key={key}>{renderBlocks(block.content, newTab)}</blockquote>
    case 'horizontalRule':
      return <hr key={key} />
    case 'image': {
      const { src, alt, title } = block.attrs
      // Keys are checked on save; one that is not a key of the library is never made into a URL.
      if (checkImageKey(src).kind !== 'ok') return null
      return (
        <figure key={key} className="news-article__figure">
          <Image imageKey={src} alt={alt} size={IMAGE_SIZES.newsHero} sizes={NARROW_SIZES} />
          {title ? <figcaption>{title}</figcaption> : null}
        </figure>
      )
    }
  }
}

function renderItems(items: readonly ArticleListItem[], newTab: string): ReactNode[] {
  return items.map((item, index) => <li key={String(index)}>{renderBlocks(item.content, newTab)}</li>)
}
