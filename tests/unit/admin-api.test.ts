import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiGet, apiSend } from '../../client/admin/admin-api'

// The back office's screens read `body.data` of every success: a success must carry a body (CI met a
// list reloading while its previous answer was still arriving: the aborted read came back as a success with
// no body and the page crashed).

afterEach(() => vi.unstubAllGlobals())

function answering(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  )
}

describe('admin API answers', () => {
  it.each([
    ['JSON success', () => Response.json({ data: { id: '1' } }), { ok: true, status: 200, code: '' }],
    ['success with a body cut off', () => new Response('{"data":', { status: 200 }), { ok: false, status: 200, code: 'unreadable' }],
    ['success with JSON null', () => new Response('null', { status: 200 }), { ok: false, status: 200, code: 'unreadable' }],
    [
      'refusal with its errors',
      () => Response.json({ errors: [{ code: 'invalid', message: 'Title is required' }] }, { status: 422 }),
      { ok: false, status: 422, code: 'invalid' },
    ],
    ['refusal from a proxy page', () => new Response('<html>', { status: 502 }), { ok: false, status: 502, code: 'error' }],
  ])('%s', async (_name, response, expected) => {
    answering(response)
    const result = await apiGet<{ data: unknown }>('/api/admin/videos')
    expect({ ok: result.ok, status: result.status }).toEqual({ ok: expected.ok, status: expected.status })
    if (!result.ok) expect(result.errors[0]?.code).toBe(expected.code)
    else expect(result.body.data).toEqual({ id: '1' })
  })

  it('a read cut short by a newer request is thrown, never returned as an answer', async () => {
    const controller = new AbortController()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const body = new ReadableStream({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"data":'))
            controller.abort()
            stream.error(new DOMException('aborted', 'AbortError'))
          },
        })
        return new Response(body, { status: 200 })
      }),
    )
    await expect(apiGet('/api/admin/videos', controller.signal)).rejects.toThrow()
  })

  it('a write with no connection says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const result = await apiSend('PUT', '/api/admin/videos/1', {})
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[0]?.code).toBe('network')
  })
})
