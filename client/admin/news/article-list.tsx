import { ARTICLE_PAGE_SIZES } from '../../../shared/schemas/admin-articles'
import { type ColumnDef, flexRender, getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table'
import { useCallback, useMemo, useState } from 'react'
import { ARTICLE_LIST_SORTS } from '../../../shared/schemas/admin-articles'
import type { AdminArticleSummary } from '../../../shared/types/admin-articles'
import { errorText } from '../admin-api'
import { londonDateTime } from '../admin-dates'
import { StateBadge } from '../state-badge'
import { useAdminData } from '../use-admin-data'
import { ArticleListFilters } from './article-list-filters'
import { ListPaging } from '../list-paging'
import { type ArticleListQuery, articleListUrl, FIRST_QUERY } from './article-list-query'
import { scrollRegion } from '../scroll-region'

interface ListBody {
  data: { id: string; attributes: AdminArticleSummary }[]
  meta: { total: number; page: number; size: number }
}

const LANGUAGES = { en: 'English', ar: 'Arabic' } as const

const columns: ColumnDef<AdminArticleSummary>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <a href={`/admin/articles/${row.original.id}`} lang={row.original.locale} dir={row.original.locale === 'ar' ? 'rtl' : undefined}>
        {row.original.title || '(untitled)'}
      </a>
    ),
  },
  { id: 'state', header: 'State', cell: ({ row }) => <StateBadge state={row.original.state} /> },
  { id: 'locale', header: 'Language', cell: ({ row }) => LANGUAGES[row.original.locale] },
  { id: 'updatedAt', header: 'Updated', cell: ({ row }) => londonDateTime(row.original.updatedAt) },
  {
    id: 'publishedAt',
    header: 'Published',
    cell: ({ row }) => (row.original.state === 'draft' ? '–' : londonDateTime(row.original.publishedAt)),
  },
]

/**
 * Issue 19 §2: the news list. The server sorts, filters and pages (the
 * table is told so: manual sorting, filtering and pagination); the table
 * only lays out the page it is given.
 */
export function ArticleList() {
  const [query, setQuery] = useState<ArticleListQuery>(FIRST_QUERY)
  const { state } = useAdminData<ListBody>(articleListUrl(query))
  // A new filter starts again on the first page.
  const change = useCallback((next: Partial<ArticleListQuery>) => setQuery((current) => ({ ...current, page: 1, ...next })), [])
  const rows = useMemo(() => (state.status === 'ready' ? state.data.data.map((item) => item.attributes) : []), [state])
  const total = state.status === 'ready' ? state.data.meta.total : 0
  const sorting: SortingState = [{ id: query.sort, desc: query.dir === 'desc' }]

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: query.page - 1, pageSize: query.size } },
    getRowId: (row) => String(row.id),
  })

  const sortBy = (id: string) => {
    const sort = id as ArticleListQuery['sort']
    // The same column again turns the order round; a new one starts with the newest (or A to Z for titles).
    const dir = query.sort === sort ? (query.dir === 'asc' ? 'desc' : 'asc') : sort === 'title' ? 'asc' : 'desc'
    change({ sort, dir })
  }

  return (
    <div className="admin-articles">
      <div className="admin-heading-row">
        <h1>News</h1>
        <a className="admin-button admin-button--primary" href="/admin/articles/new">
          New article
        </a>
      </div>
      <ArticleListFilters query={query} onChange={change} />
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      <div className="admin-table-wrap" {...scrollRegion('Articles')}>
        <table className="admin-table" aria-busy={state.status === 'loading'}>
          <caption className="visually-hidden">Articles, {total} found</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  // The server sorts by these (the columns have no accessor for the table to sort by).
                  const sortable = (ARTICLE_LIST_SORTS as readonly string[]).includes(header.id)
                  const active = query.sort === header.id
                  const label = flexRender(header.column.columnDef.header, header.getContext())
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? (active ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                    >
                      {sortable ? (
                        <button type="button" className="admin-sort" onClick={() => sortBy(header.id)}>
                          {label}
                          <span aria-hidden="true">{active ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'ready' && rows.length === 0 ? <p className="admin-empty">No articles match.</p> : null}
      <ListPaging
        query={query}
        total={total}
        sizes={ARTICLE_PAGE_SIZES}
        label="Pages of articles"
        onChange={(next) => setQuery((current) => ({ ...current, ...next }))}
      />
    </div>
  )
}
