import type { PageData } from '../../shared/types/page-payload'
import { Image } from '../components/image'
import { WidgetBlocks } from '../components/widgets/widget-blocks'
import { useT } from '../hooks/use-t'

type CmsData = Extract<PageData, { kind: 'cmsPage' }>

const HERO = { width: 1200, height: 600 }
const CARD = { width: 600, height: 300 }
// The narrow container for the hero; cms-page.css .cms-cards: three, two or one columns.
const HERO_SIZES = '(min-width: 800px) 752px, (min-width: 760px) calc(100vw - 48px), calc(100vw - 32px)'
const CARD_SIZES =
  '(min-width: 1240px) 381px, (min-width: 1024px) calc(33vw - 32px), (min-width: 640px) calc(50vw - 32px), calc(100vw - 32px)'

/** SPEC §2.1 content pages: Default (with or without an image) and Hub (child pages as cards), with breadcrumbs. */
export function CmsPageView({ page }: { page: CmsData }) {
  const t = useT()
  const { page: content } = page
  return (
    <article className={`cms-page cms-page--${content.template.toLowerCase()} ${content.imageKey ? 'cms-page--image' : 'cms-page--plain'}`}>
      {page.preview ? (
        // Issue 19 §3: an editor's preview says so, and whether readers see the page now.
        <p className="news-article__preview container container--narrow" role="status">
          {`Preview: this page is ${page.preview.status === 'Published' ? 'published' : 'not published'}. Only staff can see this address.`}
        </p>
      ) : null}
      <header className="cms-hero">
        <div className="container">
          <nav aria-label={t('cms.breadcrumbs')} className="breadcrumbs">
            <ol>
              <li>
                <a href="/">{t('nav.home')}</a>
              </li>
              {page.breadcrumbs.map((crumb, i) => (
                <li key={crumb.path}>
                  {i === page.breadcrumbs.length - 1 ? (
                    <span aria-current="page">{crumb.title}</span>
                  ) : (
                    <a href={crumb.path}>{crumb.title}</a>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <h1 className="cms-hero__title">{content.title}</h1>
          {content.summary ? <p className="cms-hero__summary">{content.summary}</p> : null}
        </div>
      </header>
      <div className="container container--narrow cms-page__body">
        {content.imageKey ? (
          <Image imageKey={content.imageKey} alt={content.imageAlt} size={HERO} sizes={HERO_SIZES} className="cms-page__image" priority />
        ) : null}
        {/* Editor-written HTML from the club's CMS. */}
        {content.bodyHtml ? <div className="prose" dangerouslySetInnerHTML={{ __html: content.bodyHtml }} /> : null}
      </div>
      {page.blocks.length > 0 ? (
        <div className="container cms-page__blocks">
          <WidgetBlocks blocks={page.blocks} />
        </div>
      ) : null}
      {content.template === 'Hub' && page.children.length > 0 ? (
        <section className="container cms-children" aria-labelledby="cms-children">
          <h2 id="cms-children" className="cms-children__title">
            {t('cms.inThisSection')}
          </h2>
          <ul className="cms-cards">
            {page.children.map((child) => (
              <li key={child.href} className="cms-card raised-card">
                <a
                  href={child.href}
                  className="cms-card__link"
                  {...(child.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : child.external ? { rel: 'external' } : {})}
                >
                  <Image imageKey={child.imageKey} alt="" size={CARD} sizes={CARD_SIZES} className="cms-card__image" />
                  <span className="cms-card__body">
                    <span className="cms-card__title">
                      {child.title}
                      {child.external || child.newTab ? (
                        <span className="cms-card__external" aria-hidden="true">
                          {' '}
                          ↗
                        </span>
                      ) : null}
                    </span>
                    {child.summary ? <span className="cms-card__summary">{child.summary}</span> : null}
                    {child.newTab ? <span className="visually-hidden"> {t('link.opensNewTab')}</span> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
