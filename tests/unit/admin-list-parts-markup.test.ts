import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AdminTable } from '../../client/admin/admin-table'
import { ListPaging } from '../../client/admin/list-paging'
import { TitleSearchField } from '../../client/admin/title-search-field'

const noop = () => {}

describe('the shared list paging (news, videos, football)', () => {
  it('is a nav named by its list with Previous, Next, where we are and the page sizes', () => {
    const html = renderToString(
      createElement(ListPaging, { label: 'Pages of videos', page: 2, size: 10, total: 35, sizes: [10, 25, 50], onChange: noop }),
    )
    expect(html).toContain('aria-label="Pages of videos"')
    expect(html).toMatch(/Page <!-- -->2<!-- --> of <!-- -->4/)
    expect(html).toContain('Rows per page')
    expect(html.match(/<option/g)).toHaveLength(3)
    expect(html).not.toContain('disabled')
  })

  it('on the first and only page both Previous and Next are disabled', () => {
    const html = renderToString(
      createElement(ListPaging, { label: 'Pages of articles', page: 1, size: 25, total: 0, sizes: [25], onChange: noop }),
    )
    expect(html).toMatch(/Page <!-- -->1<!-- --> of <!-- -->1/)
    expect(html.match(/disabled=""/g)).toHaveLength(2)
  })
})

describe('the shared title search', () => {
  it('is a search box labelled "Search titles" holding the current search', () => {
    const html = renderToString(createElement(TitleSearchField, { id: 'video-filter-q', value: 'derby', onChange: noop }))
    expect(html).toContain('<label for="video-filter-q">Search titles</label>')
    expect(html).toContain('type="search"')
    expect(html).toContain('value="derby"')
  })
})

interface Row {
  id: string
  title: string
}
const columns: ColumnDef<Row>[] = [{ id: 'title', header: 'Title', cell: ({ row }) => row.original.title }]

function Videos({ rows, cellClassName }: { rows: Row[]; cellClassName?: (id: string) => string }) {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id })
  return createElement(AdminTable<Row>, {
    table,
    region: 'Videos',
    caption: `Videos, ${rows.length} found`,
    busy: false,
    className: 'video-table',
    cellClassName,
  })
}

describe('the shared list table', () => {
  it('is a keyboard-reachable region named by its list, with a hidden caption, column headers and a row per item', () => {
    const html = renderToString(
      createElement(Videos, { rows: [{ id: 'a', title: 'Derby day' }], cellClassName: (id) => `video-table__${id}` }),
    )
    expect(html).toContain('<div class="admin-table-wrap" role="region" aria-label="Videos" tabindex="0">')
    expect(html).toContain('<table class="admin-table video-table" aria-busy="false">')
    expect(html).toContain('<caption class="visually-hidden">Videos, 1 found</caption>')
    expect(html).toContain('<th scope="col">Title</th>')
    expect(html).toContain('<td class="video-table__title">Derby day</td>')
  })

  it('cells carry no class unless the list asks for one', () => {
    const html = renderToString(createElement(Videos, { rows: [{ id: 'a', title: 'Derby day' }] }))
    expect(html).toContain('<td>Derby day</td>')
  })
})
