/**
 * Issue 19 §4: sends a CSV file to the import API (worker/routes/admin-imports.ts)
 * as text/csv, the one content type it takes, and reads the answer as the
 * back office's other calls do (client/admin/admin-api.ts): the report, or
 * the API's errors with, for a refused real import, the rows that were wrong.
 */
import type { ImportReport } from '../../../shared/types/imports'
import type { ApiError } from '../admin-api'

export type ImportKind = 'fixtures' | 'table'

export interface ImportTarget {
  kind: ImportKind
  team: string
  season: string
  competition: string
}

export type ImportResult = { ok: true; report: ImportReport } | { ok: false; errors: ApiError[]; report: ImportReport | null }

export function importUrl(target: ImportTarget, dryRun: boolean): string {
  const query = new URLSearchParams({ team: target.team.trim(), season: target.season.trim(), dryRun: dryRun ? '1' : '0' })
  if (target.kind === 'table') query.set('competition', target.competition.trim())
  return `/api/admin/imports/${target.kind}?${query}`
}

export async function sendImport(target: ImportTarget, csv: string, dryRun: boolean): Promise<ImportResult> {
  try {
    const response = await fetch(importUrl(target, dryRun), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
      body: csv,
    })
    const body = (await response.json().catch(() => null)) as {
      data?: { attributes: ImportReport }
      errors?: ApiError[]
      meta?: { import?: ImportReport }
    } | null
    if (response.ok && body?.data) return { ok: true, report: body.data.attributes }
    const errors = body?.errors?.length ? body.errors : [{ code: 'error', message: `The server answered ${response.status}` }]
    return { ok: false, errors, report: body?.meta?.import ?? null }
  } catch {
    return {
      ok: false,
      errors: [{ code: 'network', message: 'The server could not be reached: check the connection and try again' }],
      report: null,
    }
  }
}
