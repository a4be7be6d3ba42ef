import { VIDEO_PAGE_SIZES } from '../../../shared/schemas/admin-videos'
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { shouldPollVideoList, VIDEO_LIST_POLL_MS } from '../../../shared/rules/video-upload-display'
import type { AdminVideoSummary } from '../../../shared/schemas/admin-videos'
import { errorText } from '../admin-api'
import { scrollRegion } from '../scroll-region'
import { useAdminData } from '../use-admin-data'
import { type VideoRow, videoColumns } from './video-list-columns'
import { ListPaging } from '../list-paging'
import { VideoListFilters } from './video-list-controls'
import { FIRST_VIDEO_QUERY, type VideoListQuery, videoListUrl } from './video-list-query'

interface ListBody {
  data: { type: 'video'; id: string; attributes: AdminVideoSummary }[]
  meta: { total: number; page: number; size: number }
}

/**
 * Issue 20 §2: the videos list. The server filters and pages (the table is
 * told so); while an entry is uploading or processing the list asks again
 * every 10 s, and stops once nothing is on its way. `refresh` changing (an
 * upload started, finished or was cancelled) asks at once.
 */
export function VideoList({ refresh }: { refresh: number }) {
  const [query, setQuery] = useState<VideoListQuery>(FIRST_VIDEO_QUERY)
  const { state, reload } = useAdminData<ListBody>(videoListUrl(query))
  const change = useCallback((next: Partial<VideoListQuery>) => setQuery((current) => ({ ...current, page: 1, ...next })), [])
  const rows = useMemo<VideoRow[]>(
    () => (state.status === 'ready' ? state.data.data.map((item) => ({ ...item.attributes, id: item.id })) : []),
    [state],
  )
  const total = state.status === 'ready' ? state.data.meta.total : 0
  const polling = shouldPollVideoList(rows.map((row) => row.state))

  useEffect(() => {
    if (refresh > 0) reload()
  }, [refresh, reload])

  useEffect(() => {
    if (!polling) return
    const timer = setInterval(reload, VIDEO_LIST_POLL_MS)
    return () => clearInterval(timer)
  }, [polling, reload])

  const table = useReactTable({
    data: rows,
    columns: videoColumns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    rowCount: total,
    state: { pagination: { pageIndex: query.page - 1, pageSize: query.size } },
    getRowId: (row) => row.id,
  })

  return (
    <section className="video-list" aria-labelledby="video-list-heading">
      <h2 id="video-list-heading">All videos</h2>
      <VideoListFilters query={query} onChange={change} />
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      <div className="admin-table-wrap" {...scrollRegion('Videos')}>
        <table className="admin-table video-table" aria-busy={state.status === 'loading'}>
          <caption className="visually-hidden">Videos, {total} found</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={`video-table__${cell.column.id}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'ready' && rows.length === 0 ? <p className="admin-empty">No videos match.</p> : null}
      {polling ? (
        <p className="admin-hint">States refresh on their own every 10 seconds while a video is uploading or processing.</p>
      ) : null}
      <ListPaging
        query={query}
        total={total}
        sizes={VIDEO_PAGE_SIZES}
        label="Pages of videos"
        onChange={(next) => setQuery((current) => ({ ...current, ...next }))}
      />
    </section>
  )
}
