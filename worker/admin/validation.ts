/**
 * Issue 19: the back office's forms show each refusal beside its field, so
 * an invalid body is answered with one error per problem, each naming its
 * field as a JSON pointer (JSON:API `source.pointer`) and saying what is wrong.
 */
import type { z } from 'zod'
import type { ApiErrorCode } from '../http-errors'

export interface FieldError {
  code: ApiErrorCode
  message: string
  source: { pointer: string }
}

export function pointerOf(path: readonly PropertyKey[]): string {
  return `/${path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`
}

/** At most 20: a body wrong everywhere is not answered with thousands of errors. */
export function fieldErrorsBody(error: z.ZodError): { errors: FieldError[] } {
  return {
    errors: error.issues.slice(0, 20).map((issue) => ({
      code: 'bad_request',
      message: issue.message,
      source: { pointer: pointerOf(issue.path) },
    })),
  }
}

/** One refusal about one field of an article's attributes. */
export function fieldErrorBody(code: ApiErrorCode, message: string, field?: string) {
  return { errors: [{ code, message, ...(field ? { source: { pointer: `/data/attributes/${field}` } } : {}) }] }
}
