import { articleState } from '../../../shared/rules/article-state'
import { staffAccess } from '../../../shared/rules/staff-access'
import { newsForPreviewRead } from '../../db/news'
import { notFound } from '../../http-errors'
import { sanitiseFields } from '../../render/sanitise-html'
import type { PageLoader } from '../page-context'
import { adminPage } from './admin'

/**
 * Issue 19 §2 preview: /admin/preview/articles/{id} renders the real article
 * page for an unpublished (or scheduled) article, for staff only, marked as a
 * preview, never indexed nor cached. Anyone else meets the back office's
 * refusal, never the draft.
 */
export const loadArticlePreview: PageLoader = async ({ env, route, read, viewerAccount, now }) => {
  const viewer = await viewerAccount()
  const access = staffAccess(viewer?.account.role ?? null, 'content')
  if (access !== 'allowed') {
    const page = { kind: 'admin' as const, access, role: null, section: 'preview', itemID: null }
    return adminPage(page, access === 'signIn' ? 401 : 403)
  }
  const { article } = await read({ article: newsForPreviewRead(env.DB, Number(route.params.articleID)) })
  if (!article) throw notFound()
  const { status, ...shown } = article
  return {
    title: `Preview: ${article.title}`,
    description: article.summary,
    locale: article.locale,
    robots: 'noindex,nofollow',
    page: {
      kind: 'newsArticle',
      article: await sanitiseFields(shown, ['bodyHtml']),
      related: [],
      preview: { state: articleState(status, article.publishedAt, now) },
    },
  }
}
