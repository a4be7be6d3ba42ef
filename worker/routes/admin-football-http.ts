/**
 * Issue 19 §4: what every football-data route shares: reading a body with the
 * form's own schema (field errors with pointers), answering an outcome (the
 * item, a refusal, a conflict with the current item), purging after a write.
 */
import type { Context } from 'hono'
import type { z } from 'zod'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import { MatchIdParamSchema } from '../../shared/schemas/match-events'
import type { Outcome } from '../admin/football-writes'
import { purgeEverywhere } from '../admin/purge'
import { fieldErrorBody, fieldErrorsBody } from '../admin/validation'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { readJsonBody } from './json-body'

type ReadBody<S extends z.ZodType> = { ok: true; value: z.output<S> } | { ok: false; response: Response }

export async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<ReadBody<S>> {
  const parsed = schema.safeParse(await readJsonBody(c, BODY_CAPS.adminContent))
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: c.json(fieldErrorsBody(parsed.error), 400) }
}

/** The path's id, or null (the route answers 404). */
export function idParam(c: Context<AppEnv>): number | null {
  const id = MatchIdParamSchema.safeParse(c.req.param('id'))
  return id.success ? id.data : null
}

export const notFound = (c: Context<AppEnv>, noun: string) => c.json(apiErrorBody('not_found', `No such ${noun}`), 404)

export const resource = (type: string, item: { id: number }) => ({ type, id: String(item.id), attributes: item })

/** The item (200/201), nothing (204 after a delete), or the refusal, with the current item on a conflict (§10). */
export async function answer<T extends { id: number }>(c: Context<AppEnv>, type: string, outcome: Outcome<T>, status: 200 | 201 = 200) {
  if (!outcome.ok) {
    const body = fieldErrorBody(outcome.code, outcome.message, outcome.field)
    const current = outcome.current as T | undefined
    return c.json(current ? { ...body, data: resource(type, current) } : body, outcome.status)
  }
  await purgeEverywhere(c, outcome.purge)
  return outcome.item ? c.json({ data: resource(type, outcome.item) }, status) : c.body(null, 204)
}

/** Whether a picture the form names is in the library (R2 images/{key}), as the article save checks. */
export async function pictureMissing(media: R2Bucket, key: string | null): Promise<boolean> {
  return key !== null && (await media.head(`images/${key}`)) === null
}
