import { Hono } from 'hono'
import { auditSubjectsFor } from '../../shared/rules/staff-access'
import { listAuditEntries } from '../db/audit-log'
import { dashboardArticles, dashboardMatches } from '../db/admin-dashboard'
import { listNewsCategories } from '../db/news-categories'
import type { AppEnv } from '../env'
import { requireEditor } from '../identity/require-admin'
import { loadViewerAccount } from '../identity/viewer'

/**
 * Issue 19 §1: GET /api/admin/dashboard (today's and the next matches, drafts,
 * scheduled articles, the last changes) and GET /api/admin/news-categories
 * (what an article's form offers). Editors and administrators.
 */
export const adminDashboard = new Hono<AppEnv>()

adminDashboard.use('*', requireEditor)

adminDashboard.get('/dashboard', async (c) => {
  const now = new Date()
  const viewer = await loadViewerAccount(c)
  const [matches, articles, changes] = await Promise.all([
    dashboardMatches(c.env.DB, now),
    dashboardArticles(c.env.DB, now),
    listAuditEntries(c.env.DB, { size: 10 }, auditSubjectsFor(viewer?.account.role ?? 'supporter')),
  ])
  return c.json({ data: { type: 'dashboard', id: 'now', attributes: { matches, ...articles, changes } } })
})

adminDashboard.get('/news-categories', async (c) => {
  const categories = await listNewsCategories(c.env.DB)
  return c.json({ data: categories.map((category) => ({ type: 'newsCategory', id: String(category.id), attributes: category })) })
})
