import { staffAccess } from '../../../shared/rules/staff-access'
import { packagesWidgetSettingsRead } from '../../db/packages-widget'
import { cmsPagePreviewRead } from '../../db/page-preview'
import { notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'
import { adminPage } from './admin'
import { cmsPagePayload } from './cms-page'

/**
 * Issue 19 §3 preview: /admin/preview/pages/{id} renders a CMS page in any state (a draft, or the saved
 * version of a published one) as its public page would, for staff only, marked as a preview, never
 * indexed nor cached. Anyone else meets the back office's refusal, never the draft.
 */
export const loadPagePreview: PageLoader = async (ctx) => {
  const viewer = await ctx.viewerAccount()
  const access = staffAccess(viewer?.account.role ?? null, 'content')
  if (access !== 'allowed') {
    const page = { kind: 'admin' as const, access, role: null, section: 'preview', itemID: null }
    return adminPage(page, access === 'signIn' ? 401 : 403)
  }
  const { loaded, widget } = await ctx.read({
    loaded: cmsPagePreviewRead(ctx.env.DB, Number(ctx.route.params.pageID)),
    widget: packagesWidgetSettingsRead(ctx.env.DB),
  })
  if (!loaded) throw notFound()
  return {
    title: `Preview: ${loaded.page.title}`,
    description: loaded.page.summary,
    robots: 'noindex,nofollow',
    page: { ...(await cmsPagePayload(ctx, loaded, widget)), preview: { status: loaded.status } },
  }
}
