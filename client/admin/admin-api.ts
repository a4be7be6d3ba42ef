/**
 * Issue 19: the back office's calls to /api/admin/* (same origin, cookies sent
 * by the browser). Every answer is read into a result the screens can show:
 * the data, or the API's errors (field errors keep their JSON pointer).
 */

export interface ApiError {
  code: string
  message: string
  source?: { pointer?: string }
}

export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; errors: ApiError[]; body: unknown }

const OFFLINE: ApiError = { code: 'network', message: 'The server could not be reached: check the connection and try again' }

const UNREADABLE: ApiError = { code: 'unreadable', message: 'The answer from the server could not be read: try again' }

/**
 * An answer read into a result. A success whose body is not JSON (a connection cut mid-body) is not a success:
 * the screens read `body.data` of every success. A read cut short by our own abort is thrown, as fetch would.
 */
async function read<T>(response: Response, signal?: AbortSignal): Promise<ApiResult<T>> {
  if (response.status === 204) return { ok: true, status: 204, body: undefined as T }
  const body: unknown = await response.json().catch(() => null)
  if (signal?.aborted) throw new DOMException('The request was replaced by a newer one', 'AbortError')
  if (response.ok && body !== null && typeof body === 'object') return { ok: true, status: response.status, body: body as T }
  const errors = (body as { errors?: ApiError[] } | null)?.errors
  const fallback = response.ok ? UNREADABLE : { code: 'error', message: `The server answered ${response.status}` }
  return {
    ok: false,
    status: response.status,
    errors: Array.isArray(errors) && errors.length > 0 ? errors : [fallback],
    body,
  }
}

export async function apiGet<T>(url: string, signal?: AbortSignal): Promise<ApiResult<T>> {
  try {
    return await read<T>(await fetch(url, { headers: { Accept: 'application/json' }, signal }), signal)
  } catch (error) {
    if (signal?.aborted) throw error
    return { ok: false, status: 0, errors: [OFFLINE], body: null }
  }
}

/** A write: JSON body with its Content-Type (the API refuses others). */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
    return await read<T>(response)
  } catch {
    return { ok: false, status: 0, errors: [OFFLINE], body: null }
  }
}

/** The field a pointer names: '/data/attributes/title' → 'title', '/publishAt' → 'publishAt'. */
export function fieldOfPointer(pointer: string | undefined): string | null {
  if (!pointer) return null
  const parts = pointer.split('/').filter(Boolean)
  if (parts[0] === 'data' && parts[1] === 'attributes') return parts[2] ?? null
  return parts[0] ?? null
}

/** The errors as one sentence, for a status line. */
export function errorText(errors: ApiError[]): string {
  return errors.map((error) => error.message).join(' ')
}
