/**
 * Issue 19 §4: the back office's CSV import of a season's fixtures or a
 * league table. The editor picks what, the team and season, chooses a file
 * (or pastes it), and checks it first: the dry run shows every row's outcome.
 * "Import" is offered only once the same file and choices were checked with
 * no errors; the server refuses a file with errors in any case.
 */
import { type ChangeEvent, type FormEvent, useState } from 'react'
import type { ImportReport } from '../../../shared/types/imports'
import { type ApiError, errorText } from '../admin-api'
import { type ImportKind, type ImportTarget, sendImport } from './import-api'
import { ImportRows } from './import-rows'

const COLUMNS: Record<ImportKind, string> = {
  fixtures:
    'date,time,opponent,venue,home_or_away,competition (optional: opponent_short_name, round). Dates DD/MM/YYYY or YYYY-MM-DD; times HH:MM London time; H or A.',
  table:
    'position,team,played,won,drawn,lost,goals_for,goals_against,points (optional: short_name, form). The file replaces the whole table.',
}

export function ImportPage() {
  const [target, setTarget] = useState<ImportTarget>({ kind: 'fixtures', team: 'first-team', season: '', competition: '' })
  const [csv, setCsv] = useState('')
  const [report, setReport] = useState<ImportReport | null>(null)
  const [errors, setErrors] = useState<ApiError[]>([])
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  // What the last clean dry run checked: Import is for exactly that.
  const [checked, setChecked] = useState<string | null>(null)
  const current = JSON.stringify([target, csv])

  const change = (next: Partial<ImportTarget>) => setTarget((t) => ({ ...t, ...next }))
  const field = (name: 'team' | 'season' | 'competition') => (e: ChangeEvent<HTMLInputElement>) => change({ [name]: e.target.value })

  async function chooseFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0]
    if (file) setCsv(await file.text())
  }

  async function run(dryRun: boolean) {
    setBusy(true)
    setStatus(dryRun ? 'Checking the file…' : 'Importing…')
    const result = await sendImport(target, csv, dryRun)
    setBusy(false)
    setReport(result.report)
    setErrors(result.ok ? [] : result.errors)
    const clean = result.ok && result.report.counts.error === 0
    setChecked(dryRun && clean ? current : null)
    if (!result.ok) setStatus('')
    else if (dryRun)
      setStatus(
        clean ? 'The file is fine: nothing is written until you import it.' : 'Some rows have errors: correct the file and check it again.',
      )
    else
      setStatus(
        `Imported: ${result.report.counts.create} new, ${result.report.counts.update} changed, ${result.report.counts.unchanged} unchanged.`,
      )
  }

  const check = (e: FormEvent) => {
    e.preventDefault()
    void run(true)
  }

  return (
    <div className="admin-import">
      <h2>Import fixtures or a league table</h2>
      <form aria-label="CSV import" onSubmit={check}>
        <fieldset className="admin-fieldset">
          <legend>What the file holds</legend>
          {(['fixtures', 'table'] as const).map((kind) => (
            <label key={kind} className="admin-check">
              <input type="radio" name="import-kind" value={kind} checked={target.kind === kind} onChange={() => change({ kind })} />
              {kind === 'fixtures' ? " A season's fixtures" : ' A league table'}
            </label>
          ))}
        </fieldset>
        <p className="admin-hint" id="import-columns">
          Columns: {COLUMNS[target.kind]}
        </p>
        <div className="admin-field">
          <label htmlFor="import-team">Team (slug: first-team, women, u21…)</label>
          <input id="import-team" type="text" value={target.team} onChange={field('team')} maxLength={60} />
        </div>
        <div className="admin-field">
          <label htmlFor="import-season">Season (e.g. 2025-26)</label>
          <input
            id="import-season"
            type="text"
            value={target.season}
            onChange={field('season')}
            required
            pattern="\d{4}-\d{2}"
            maxLength={7}
          />
        </div>
        {target.kind === 'table' ? (
          <div className="admin-field">
            <label htmlFor="import-competition">Competition (slug, e.g. wsl-2)</label>
            <input id="import-competition" type="text" value={target.competition} onChange={field('competition')} required maxLength={60} />
          </div>
        ) : null}
        <div className="admin-field">
          <label htmlFor="import-file">CSV file</label>
          <input id="import-file" type="file" accept=".csv,text/csv" onChange={(e) => void chooseFile(e)} />
        </div>
        <div className="admin-field">
          <label htmlFor="import-text">Or paste the file</label>
          <textarea id="import-text" rows={10} value={csv} onChange={(e) => setCsv(e.target.value)} aria-describedby="import-columns" />
        </div>
        <div className="admin-actions">
          <button type="submit" className="admin-button" disabled={busy || csv.trim() === ''}>
            Check (dry run)
          </button>
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={busy || checked !== current}
            onClick={() => void run(false)}
          >
            Import
          </button>
        </div>
      </form>
      <p role="status">{status}</p>
      {errors.length > 0 ? <p role="alert">{errorText(errors)}</p> : null}
      {report ? <ImportRows report={report} /> : null}
    </div>
  )
}
