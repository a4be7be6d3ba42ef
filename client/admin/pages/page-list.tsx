import { useState } from 'react'
import { PAGE_LIST_SIZES } from '../../../shared/schemas/admin-pages'
import type { AdminPageListItem } from '../../../shared/types/admin-pages'
import { londonDateTime } from '../admin-dates'
import { apiSend, errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { PageStateBadge } from './page-state-badge'
import { MoveAnnouncer } from './reorder'
import { scrollRegion } from '../scroll-region'

type ListBody = { data: Array<{ attributes: AdminPageListItem }>; meta: { total: number; page: number; size: number } }

/**
 * Issue 19 §3: the CMS section tree of SPEC §2.1 in tree order (a parent before its children,
 * indented by level), every state, searched and paged in D1.
 */
export function PageList() {
  const [q, setQ] = useState('')
  const [state, setState] = useState('')
  const [page, setPage] = useState(1)
  const size = PAGE_LIST_SIZES[1]
  const params = new URLSearchParams({ page: String(page), size: String(size) })
  if (q.trim()) params.set('q', q.trim())
  if (state) params.set('state', state)
  const { state: list, reload } = useAdminData<ListBody>(`/api/admin/pages?${params}`)
  const [said, setSaid] = useState('')
  // Issue 19 §3: a page moves one place among its siblings (the order of its Hub's cards), by keyboard or pointer.
  const move = async (item: AdminPageListItem, direction: 'up' | 'down') => {
    const result = await apiSend('POST', `/api/admin/pages/${item.id}/move`, { version: item.version, direction })
    setSaid(result.ok ? `${item.title} moved ${direction} among its sibling pages` : `Not moved: ${errorText(result.errors)}`)
    reload()
  }
  const pages = list.status === 'ready' ? Math.max(1, Math.ceil(list.data.meta.total / size)) : 1

  return (
    <div>
      <div className="admin-heading-row">
        <h1>Pages</h1>
        <p>
          <a className="admin-button admin-button--primary" href="/admin/pages/new">
            New page
          </a>{' '}
          <a className="admin-button" href="/admin/menus">
            Menus
          </a>
        </p>
      </div>
      <form className="admin-filters" aria-label="Filter pages" onSubmit={(event) => event.preventDefault()}>
        <div className="admin-field admin-field--grow">
          <label htmlFor="pages-q">Search titles and addresses</label>
          <input
            id="pages-q"
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value)
              setPage(1)
            }}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="pages-state">State</label>
          <select
            id="pages-state"
            value={state}
            onChange={(event) => {
              setState(event.target.value)
              setPage(1)
            }}
          >
            <option value="">Any</option>
            <option value="Published">Published</option>
            <option value="Draft">Draft</option>
          </select>
        </div>
      </form>
      {list.status === 'loading' ? <p role="status">Loading the pages…</p> : null}
      {list.status === 'failed' ? <p role="alert">{errorText(list.errors)}</p> : null}
      {list.status === 'ready' ? (
        <>
          <div className="admin-table-wrap" {...scrollRegion('Pages')}>
            <table className="admin-table">
              <caption className="visually-hidden">CMS pages in tree order, {list.data.meta.total} in all</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Address</th>
                  <th scope="col">Template</th>
                  <th scope="col">State</th>
                  <th scope="col">Saved</th>
                  <th scope="col">Order</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map(({ attributes: item }) => (
                  <tr key={item.id}>
                    <td style={{ paddingInlineStart: `${0.5 + item.nestedLevel * 1.25}rem` }}>
                      <a href={`/admin/pages/${item.id}`}>{item.title}</a>
                      {item.external ? ' (external link)' : ''}
                    </td>
                    <td>/{item.fullPath}</td>
                    <td>{item.template}</td>
                    <td>
                      <PageStateBadge status={item.status} />
                    </td>
                    <td className="admin-nowrap">{londonDateTime(item.savedTimestamp)}</td>
                    <td>
                      <div className="admin-actions">
                        <button type="button" className="admin-button admin-button--small" onClick={() => void move(item, 'up')}>
                          Move up<span className="visually-hidden"> {item.title}</span>
                        </button>
                        <button type="button" className="admin-button admin-button--small" onClick={() => void move(item, 'down')}>
                          Move down<span className="visually-hidden"> {item.title}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <MoveAnnouncer text={said} />
          <nav className="admin-paging" aria-label="Pages of the list">
            <button type="button" className="admin-button admin-button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button type="button" className="admin-button admin-button--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </nav>
        </>
      ) : null}
    </div>
  )
}
