import { IMAGE_SIZES } from '../../shared/images'
import { formatDate } from '../../shared/rules/formats'
import type { PageData } from '../../shared/types/page-payload'
import { PageAdvertSlot } from '../components/adverts/page-advert'
import { NewsCard } from '../components/cards/news-card'
import { Image } from '../components/image'
import { ArticleDocument } from '../components/news/article-document'

// The narrow container (800 px less its padding) or the screen less its padding.
const NARROW_SIZES = '(min-width: 800px) 752px, (min-width: 760px) calc(100vw - 48px), calc(100vw - 32px)'
import { useT } from '../hooks/use-t'

type ArticleData = Extract<PageData, { kind: 'newsArticle' }>

/** A news article with its four related stories (SPEC §9.4). */
export function NewsArticlePage({ page }: { page: ArticleData }) {
  const t = useT()
  const { article, related, preview } = page
  return (
    <article className="news-article">
      {preview ? (
        // Issue 19 §2: an editor's preview says so, and what readers see of it now.
        <p className="news-article__preview container container--narrow" role="status">
          {`Preview: this article is ${preview.state === 'scheduled' || preview.state === 'published' ? preview.state : 'not published'}. Only staff can see this page.`}
        </p>
      ) : null}
      <header className="news-article__header container container--narrow">
        <ul className="news-article__categories">
          {article.categories.map((category) => (
            <li key={category.id}>{category.name}</li>
          ))}
        </ul>
        <h1 className="news-article__title">{article.title}</h1>
        <p className="news-article__meta">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, 'default', article.locale)}</time>
          {article.author ? <span> · {t('news.by', { author: article.author })}</span> : null}
        </p>
      </header>
      <div className="news-article__image container container--narrow">
        <Image imageKey={article.imageKey} alt={article.imageAlt} size={IMAGE_SIZES.newsHero} sizes={NARROW_SIZES} priority />
      </div>
      {article.bodyDoc ? (
        <ArticleDocument doc={article.bodyDoc} />
      ) : (
        // An article that exists as HTML: sanitised by the worker before it is served (issue 19 §2).
        <div className="news-article__body container container--narrow" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      )}
      {/* SPEC §3 "Advert (other)": the article's banner once the story is read, before the related stories. */}
      <div className="container container--narrow">
        <PageAdvertSlot placement="news-article" />
      </div>
      {related.length > 0 ? (
        <aside className="news-article__related container" aria-labelledby="related-news">
          <h2 id="related-news">{t('news.related')}</h2>
          <div className="card-grid">
            {related.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </div>
        </aside>
      ) : null}
    </article>
  )
}
