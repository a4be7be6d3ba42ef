import { flexRender, type Header, type Table } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { scrollRegion } from './scroll-region'

/**
 * A back office list's table (issue 19 §1, issue 20 §2): the page of rows the
 * caller's @tanstack table holds, inside a keyboard-reachable scroll region
 * (a phone scrolls it sideways), with a caption only a screen reader hears.
 * Each list keeps its own data loading, paging and empty message.
 */
export function AdminTable<T>({
  table,
  region,
  caption,
  busy,
  className,
  cellClassName,
  headerCell,
}: {
  table: Table<T>
  /** The scroll region's name ("Videos"). */
  region: string
  caption: ReactNode
  busy: boolean
  /** More classes beside admin-table. */
  className?: string
  /** A class for a column's cells. */
  cellClassName?: (columnId: string) => string | undefined
  /** A whole <th> of one's own (a column the server sorts by); else a plain column header. */
  headerCell?: (header: Header<T, unknown>) => ReactNode
}) {
  return (
    <div className="admin-table-wrap" {...scrollRegion(region)}>
      <table className={className ? `admin-table ${className}` : 'admin-table'} aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) =>
                headerCell ? (
                  headerCell(header)
                ) : (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ),
              )}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cellClassName?.(cell.column.id)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
