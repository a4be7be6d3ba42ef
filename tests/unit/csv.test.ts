import { describe, expect, it } from 'vitest'
import { countCsvRows, parseCsv } from '../../shared/rules/csv'
import { readCsvTable } from '../../shared/rules/csv-columns'

// Issue 19 §4: the CSV reader behind the fixtures and league table imports.

const fieldsOf = (text: string) => {
  const parsed = parseCsv(text)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.records.map((r) => [r.line, ...r.fields])
}

describe('parseCsv reads RFC 4180', () => {
  it.each([
    [
      'plain LF',
      'a,b\n1,2\n',
      [
        [1, 'a', 'b'],
        [2, '1', '2'],
      ],
    ],
    [
      'CRLF',
      'a,b\r\n1,2\r\n',
      [
        [1, 'a', 'b'],
        [2, '1', '2'],
      ],
    ],
    [
      'no final line break',
      'a,b\n1,2',
      [
        [1, 'a', 'b'],
        [2, '1', '2'],
      ],
    ],
    [
      'a leading BOM dropped',
      '\uFEFFa,b\n1,2',
      [
        [1, 'a', 'b'],
        [2, '1', '2'],
      ],
    ],
    [
      'quoted comma',
      'a,b\n"x, y",2',
      [
        [1, 'a', 'b'],
        [2, 'x, y', '2'],
      ],
    ],
    [
      'doubled quotes',
      'a\n"say ""hi"""',
      [
        [1, 'a'],
        [2, 'say "hi"'],
      ],
    ],
    [
      'embedded newline keeps the next record on its own line',
      'a,b\n"one\ntwo",2\n3,4',
      [
        [1, 'a', 'b'],
        [2, 'one\ntwo', '2'],
        [4, '3', '4'],
      ],
    ],
    [
      'empty lines skipped, numbering kept',
      'a,b\n\n1,2\r\n\r\n3,4\n\n',
      [
        [1, 'a', 'b'],
        [3, '1', '2'],
        [5, '3', '4'],
      ],
    ],
    [
      'empty fields',
      'a,b,c\n,,\n',
      [
        [1, 'a', 'b', 'c'],
        [2, '', '', ''],
      ],
    ],
    [
      'a quoted empty field is a record',
      'a\n""\n',
      [
        [1, 'a'],
        [2, ''],
      ],
    ],
    [
      'ragged rows are read as they are',
      'a,b\n1\n1,2,3',
      [
        [1, 'a', 'b'],
        [2, '1'],
        [3, '1', '2', '3'],
      ],
    ],
  ])('%s', (_name, text, expected) => {
    expect(fieldsOf(text)).toEqual(expected)
  })

  it.each([
    ['empty', '', 'empty'],
    ['only a BOM and blank lines', '\uFEFF\n\r\n', 'empty'],
    ['unclosed quote', 'a\n"open', 'unclosed_quote'],
    ['quote in an unquoted field', 'a\nab"c', 'stray_quote'],
    ['text after a closing quote', 'a\n"ab"c', 'stray_quote'],
  ])('refuses %s', (_name, text, problem) => {
    const parsed = parseCsv(text)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.problem).toBe(problem)
  })

  it('a file not saved as UTF-8 (bad bytes decoded as U+FFFD) is refused with its line', () => {
    const parsed = parseCsv('team\nCity\nM\uFFFDlaga')
    expect(parsed).toEqual({
      ok: false,
      problem: 'encoding',
      line: 3,
      message: 'Line 3: the file is not UTF-8 text; save it as "CSV UTF-8" and try again',
    })
  })

  it('names the line of an unclosed quote', () => {
    const parsed = parseCsv('a\n1\n"never closed\nmore')
    expect(parsed).toMatchObject({ ok: false, line: 3, message: expect.stringContaining('Line 3') })
  })
})

describe('the row cap', () => {
  it.each([
    ['header only', 'a\n', 0],
    ['two rows', 'a\n1\n2', 2],
    ['blank lines not counted', 'a\n\n1\r\n\r\n2\n', 2],
    ['a newline in quotes is not a row', 'a\n"1\n2"\n3', 2],
  ])('countCsvRows: %s', (_name, text, rows) => {
    expect(countCsvRows(text)).toBe(rows)
  })

  it('100,000 rows are refused with the count and the cap', () => {
    const text = `a,b\n${'1,2\n'.repeat(100_000)}`
    const parsed = parseCsv(text)
    expect(parsed).toMatchObject({ ok: false, problem: 'too_many_rows' })
    if (!parsed.ok) expect(parsed.message).toBe('The file has 100,000 rows; an import takes at most 5,000. Split it into smaller files.')
  })

  it('exactly the cap is read', () => {
    expect(parseCsv(`a\n${'1\n'.repeat(5000)}`).ok).toBe(true)
  })
})

describe('readCsvTable names columns and reports ragged rows', () => {
  const spec = { required: ['date', 'opponent'], optional: ['round'] }

  it('reads columns in any order and case, trimming values', () => {
    const table = readCsvTable('Opponent , DATE\n Rovers ,01/08/2025\n', spec)
    expect(table).toEqual({ ok: true, rows: [{ row: 1, line: 2, values: { opponent: 'Rovers', date: '01/08/2025' } }], ragged: [] })
  })

  it.each([
    ['missing', 'date\n1', 'Wrong columns (missing opponent): the first line must be date,opponent (optional: round)'],
    ['unknown', 'date,opponent,score\n1,2,3', 'Wrong columns (unknown score): the first line must be date,opponent (optional: round)'],
    ['repeated', 'date,opponent,date\n1,2,3', 'Wrong columns (repeated date): the first line must be date,opponent (optional: round)'],
  ])('wrong columns (%s): one error naming the expected header', (_name, text, message) => {
    expect(readCsvTable(text, spec)).toEqual({ ok: false, problem: 'wrong_columns', message, line: 1 })
  })

  it('a ragged row is an error on its row and line; the others are read', () => {
    const table = readCsvTable('date,opponent\n1,2\n"x\ny"\n3,4', spec)
    expect(table).toEqual({
      ok: true,
      rows: [
        { row: 1, line: 2, values: { date: '1', opponent: '2' } },
        { row: 3, line: 5, values: { date: '3', opponent: '4' } },
      ],
      ragged: [{ row: 2, line: 3, outcome: 'error', message: 'Has 1 fields; the header has 2' }],
    })
  })

  it('a header with no rows is refused', () => {
    expect(readCsvTable('date,opponent\n', spec)).toMatchObject({ ok: false, problem: 'empty' })
  })
})
