import type { ImportOutcome, ImportReport } from '../../../shared/types/imports'
import { scrollRegion } from '../scroll-region'

/** Issue 19 §4: the words for each row's outcome, as an editor reads them. */
const OUTCOME: Record<ImportOutcome, string> = {
  create: 'New',
  update: 'Changed',
  unchanged: 'Unchanged',
  error: 'Error',
}

/** Each row of a checked (or refused) import, with its outcome and message; errors first in the counts. */
export function ImportRows({ report }: { report: ImportReport }) {
  const { counts } = report
  return (
    <section aria-labelledby="import-rows-heading">
      <h2 id="import-rows-heading">{report.dryRun ? 'Check: nothing has been written yet' : 'Import'}</h2>
      <p>
        {counts.error} with errors, {counts.create} new, {counts.update} changed, {counts.unchanged} unchanged.
      </p>
      {report.removed && report.removed.length > 0 ? (
        <p>The import replaces the table: it leaves out {report.removed.join(', ')}.</p>
      ) : null}
      <div className="admin-table-wrap" {...scrollRegion("The file's rows")}>
        <table className="admin-table">
          <caption className="visually-hidden">Each row of the file and what the import does with it</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Line</th>
              <th scope="col">Outcome</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td>{row.line}</td>
                <td>{row.outcome === 'error' ? <strong>{OUTCOME[row.outcome]}</strong> : OUTCOME[row.outcome]}</td>
                <td>{row.message ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
