import type { Context } from 'hono'
import type { z } from 'zod'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import { fieldErrorsBody } from '../admin/validation'
import type { AppEnv } from '../env'
import { readJsonBody } from './json-body'

export type ReadBody<S extends z.ZodType> = { ok: true; value: z.output<S> } | { ok: false; response: Response }

/** A back-office body read within the content cap and checked by its schema; a refusal names each field (issue 19). */
export async function readAdminBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<ReadBody<S>> {
  const parsed = schema.safeParse(await readJsonBody(c, BODY_CAPS.adminContent))
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: c.json(fieldErrorsBody(parsed.error), 400) }
}
