/**
 * The account calls of SPEC §4.6 and §7, as the browser makes them: always
 * with the site's cookies (credentials 'same-origin'; the session lives in
 * httpOnly cookies the script never sees), JSON in and out. A call never
 * throws: no answer at all is 'networkError', so every caller maps every
 * outcome through the rules in shared/rules/login-check.ts and login-form.ts.
 */
import type { ApiAnswer } from '../../shared/rules/login-check'

export interface CallResult<T> {
  answer: ApiAnswer
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: T | null
  /** The API error's message (errors[0].message), for the user where the spec says so. */
  message: string | null
}

interface ErrorBody {
  errors?: Array<{ code?: string; message?: string }>
}

export async function callApi<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<CallResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: method === 'POST' ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(payload ?? {}) : undefined,
    })
  } catch {
    return { answer: 'networkError', body: null, message: null }
  }
  const body = (await response.json().catch(() => null)) as (T & ErrorBody) | null
  const error = response.ok ? undefined : body?.errors?.[0]
  return {
    answer: { status: response.status, code: error?.code ?? null },
    body,
    message: typeof error?.message === 'string' ? error.message : null,
  }
}
