import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
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
