import { describe, expect, it } from 'vitest'
import { get, seedDemo, visibleText } from './helpers'

describe('pages are read-only and the page endpoint stays on this site', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s on a page answers 405 with Allow: GET, HEAD and the error page', async (method) => {
    await seedDemo()
    const response = await get('/news', { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(visibleText(await response.text())).toContain('405 error')
  })

  it.each(['/%5Cevil.example/news', '//evil.example/news', '/%5C%5Cevil.example'])(
    'the page endpoint refuses %s, which would resolve to another host',
    async (path) => {
      const response = await get(`/api/page?path=${path}`)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('bad_request')
    },
  )
})
