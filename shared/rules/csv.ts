/**
 * Issue 19 §4: clubs receive fixtures and league tables as CSV files (from a
 * league's site or a spreadsheet). This is a small RFC 4180 reader: fields
 * separated by commas, a field in double quotes may hold commas, line breaks
 * and doubled quotes (""), records end with CRLF or LF. A leading UTF-8 byte
 * order mark (spreadsheets save one) is dropped and lines with nothing on
 * them are skipped. Each record keeps the line it starts on, so every
 * message can name the line a person sees in their editor.
 */

export interface CsvRecord {
  /** The file's line (1-based) the record starts on. */
  line: number
  fields: string[]
}

export type CsvProblem = 'empty' | 'too_many_rows' | 'unclosed_quote' | 'stray_quote' | 'encoding'

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; problem: CsvProblem; message: string; line?: number }

/** Issue 19 §4 "Bad input": a season's fixtures or a table is tens of rows; past this it is not a club's file. */
export const CSV_MAX_ROWS = 5000

const BOM = '\uFEFF'

/**
 * The number of records after the header, counted without building any
 * field: line breaks outside quotes, plus a last line without one. Lines with
 * nothing on them are not counted. Cheap enough to refuse 100,000 rows before
 * any real parsing work.
 */
export function countCsvRows(text: string): number {
  let records = 0
  let quoted = false
  let lineHasContent = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (ch === 34) quoted = !quoted
    if (ch === 10 && !quoted) {
      if (lineHasContent) records++
      lineHasContent = false
    } else if (ch !== 13 && ch !== 0xfeff) {
      lineHasContent = true
    }
  }
  if (lineHasContent) records++
  return Math.max(0, records - 1)
}

/** The header and rows of a CSV text, or why it cannot be read (with the line, where there is one). */
export function parseCsv(input: string, maxRows = CSV_MAX_ROWS): CsvParse {
  const text = input.startsWith(BOM) ? input.slice(1) : input
  const rows = countCsvRows(text)
  if (rows > maxRows) {
    return {
      ok: false,
      problem: 'too_many_rows',
      message: `The file has ${rows.toLocaleString('en-GB')} rows; an import takes at most ${maxRows.toLocaleString('en-GB')}. Split it into smaller files.`,
    }
  }
  // The body is decoded as UTF-8 with bad bytes replaced: a replacement character means the file was saved in
  // another encoding (Excel's plain "CSV" is Windows-1252), and names with accents would be stored wrong.
  const bad = text.indexOf('\uFFFD')
  if (bad >= 0) {
    const at = text.slice(0, bad).split('\n').length
    return {
      ok: false,
      problem: 'encoding',
      message: `Line ${at}: the file is not UTF-8 text; save it as "CSV UTF-8" and try again`,
      line: at,
    }
  }
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let wasQuoted = false
  const endRecord = () => {
    fields.push(field)
    // A line with nothing on it (not even a quoted empty field) is not a record.
    if (!(fields.length === 1 && fields[0] === '' && !wasQuoted)) records.push({ line: recordLine, fields })
    fields = []
    field = ''
    wasQuoted = false
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (ch === '\n') line++
        field += ch
      }
      continue
    }
    if (ch === '"') {
      if (field !== '' || wasQuoted)
        return {
          ok: false,
          problem: 'stray_quote',
          message: `Line ${line}: a quote inside a field that is not quoted; put the whole field in quotes and double the quote ("")`,
          line,
        }
      quoted = true
      wasQuoted = true
    } else if (ch === ',') {
      fields.push(field)
      field = ''
      wasQuoted = false
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else {
      if (wasQuoted)
        return {
          ok: false,
          problem: 'stray_quote',
          message: `Line ${line}: text after a closing quote; a quote inside a quoted field is written twice ("")`,
          line,
        }
      field += ch
    }
  }
  if (quoted)
    return { ok: false, problem: 'unclosed_quote', message: `Line ${recordLine}: a quoted field is never closed`, line: recordLine }
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord()
  if (records.length === 0) return { ok: false, problem: 'empty', message: 'The file is empty: it needs a header row and at least one row' }
  return { ok: true, records }
}
