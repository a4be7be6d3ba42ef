import { env } from 'cloudflare:workers'
import type { ImportReport } from '../../shared/types/imports'
import type { Browser } from './auth-helpers'

// Issue 19 §4: what the CSV import tests share.

export const sendCsv = (browser: Browser, path: string, csv: string, headers: Record<string, string> = {}) =>
  browser.fetch(path, { method: 'POST', headers: { 'Content-Type': 'text/csv', ...headers }, body: csv })

export const reportOf = async (response: Response) => ((await response.json()) as { data: { attributes: ImportReport } }).data.attributes

export const auditCount = async (subjectType: string) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM audit_log WHERE subject_type = ? AND action = ?')
      .bind(subjectType, 'import')
      .first<{ n: number }>()
  )?.n
