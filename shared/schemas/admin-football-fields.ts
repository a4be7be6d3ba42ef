/**
 * Issue 19 §4: the pieces every football-data form is made of, shared by the
 * API (worker/routes/admin-football-*.ts) and the back office's forms
 * (react-hook-form with the zod resolver), so both refuse the same things
 * with the same words.
 */
import * as z from 'zod'
import { checkImageKey } from '../rules/image-request'

/** One line of text: no control characters. */
export const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${label} is one line of text`)

export const required = (max: number, label: string) => line(max, label).min(1, `${label} is required`)

/** An address segment: lower-case letters, digits and single hyphens ('marcus-harness'). */
export const slugSchema = (label: string) =>
  z
    .string()
    .max(100, `${label} is at most 100 characters`)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `${label}: lower-case letters, digits and hyphens, as marcus-harness`)

/** A picture of the library (R2 images/{key}); the API checks it is there. */
export const ImageKeySchema = z
  .string()
  .max(200)
  .refine((key) => checkImageKey(key).kind === 'ok', 'Not a picture of ours: choose or upload one')

export const IdSchema = z.number().int().positive()
export const VersionSchema = z.number().int().positive()

/** A whole number in a range, or null (a field left empty). */
export const count = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} is a whole number` })
    .int(`${label} is a whole number`)
    .min(min, `${label} is at least ${min}`)
    .max(max, `${label} is at most ${max}`)

export const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date, as 2001-04-15')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'No such date')

/** The body of a create (POST) and an update (PUT, with the version the editor's copy was loaded at, §10). */
export function writeSchemas<T extends string, S extends z.ZodType>(type: T, attributes: S) {
  return {
    create: z.strictObject({ data: z.strictObject({ type: z.literal(type), attributes }) }),
    update: z.strictObject({
      data: z.strictObject({ type: z.literal(type), attributes, meta: z.strictObject({ version: VersionSchema }) }),
    }),
  }
}

/** DELETE: only the version. */
export const DeleteBodySchema = z.strictObject({ version: VersionSchema })

export const FOOTBALL_PAGE_SIZES = [10, 25, 50, 100] as const

/** ?page=&size=: paging in D1, never the whole table. */
export const pagingShape = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (FOOTBALL_PAGE_SIZES as readonly number[]).includes(n), `A page is ${FOOTBALL_PAGE_SIZES.join(', ')} rows`)
    .default(25),
  q: z.string().trim().max(100).optional(),
}

/** ?teamId=7 and the like: an id in a query string. */
export const queryId = z.coerce.number().int().positive().optional()
