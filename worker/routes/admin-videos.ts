import { type Context, Hono } from 'hono'
import type { z } from 'zod'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import { ENTRY_ID_PATTERN } from '../../shared/rules/video-upload-checks'
import { VideoListQuerySchema, VideoUpdateSchema, VideoVersionSchema } from '../../shared/schemas/admin-videos'
import { purgeEverywhere } from '../admin/purge'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorBody, fieldErrorsBody } from '../admin/validation'
import { configOf } from '../config'
import { type AdminVideoRecord, findAdminVideo, listAdminVideos, videoChoices } from '../db/admin-videos'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { deleteVideo, updateVideo, type VideoOutcome } from '../media/video-edits'
import { readJsonBody } from './json-body'

/**
 * /api/admin/videos (issue 20 §2, §3): the back office's video entries, for
 * editors. The list shows every state (uploading with its progress, waiting
 * for packaging with the exact command, processing, ready, failed with the
 * reason); an entry is edited as a whole (VideoUpdateSchema, the form's own),
 * version-checked and audited; a change purges the pages that show it.
 * Resources: { type: 'video', id: entryId, attributes: AdminVideo(Summary) }.
 */
export const adminVideos = new Hono<AppEnv>()

adminVideos.use('*', requireEditor)

const production = (c: Context<AppEnv>) => configOf(c.env).environment === 'production'

adminVideos.get('/', async (c) => {
  const query = VideoListQuerySchema.safeParse(c.req.query())
  if (!query.success) return c.json(fieldErrorsBody(query.error), 400)
  const list = await listAdminVideos(c.env.DB, query.data, production(c))
  return c.json({
    data: list.items.map((item) => ({ type: 'video', id: item.entryId, attributes: item.summary })),
    meta: { total: list.total, page: list.page, size: list.size },
  })
})

adminVideos.get('/choices', async (c) => c.json({ data: await videoChoices(c.env.DB) }))

adminVideos.get('/:entryId', async (c) => {
  const entryId = entryIdOf(c)
  const record = entryId ? await findAdminVideo(c.env.DB, entryId, production(c)) : null
  if (!record) return c.json(apiErrorBody('not_found', 'No such video'), 404)
  return c.json({ data: resource(record) })
})

adminVideos.put('/:entryId', async (c) => {
  const entryId = entryIdOf(c)
  if (!entryId) return c.json(apiErrorBody('not_found', 'No such video'), 404)
  const body = await readBody(c, VideoUpdateSchema)
  if (!body.ok) return body.response
  const { version, ...fields } = body.value.data.attributes
  return answer(c, await updateVideo(c.env, await staffActor(c), entryId, version, fields, production(c), new Date()))
})

adminVideos.delete('/:entryId', async (c) => {
  const entryId = entryIdOf(c)
  if (!entryId) return c.json(apiErrorBody('not_found', 'No such video'), 404)
  const body = await readBody(c, VideoVersionSchema)
  if (!body.ok) return body.response
  return answer(c, await deleteVideo(c.env, await staffActor(c), entryId, body.value.version, production(c), new Date()))
})

function entryIdOf(c: Context<AppEnv>): string | null {
  const id = c.req.param('entryId') ?? ''
  return ENTRY_ID_PATTERN.test(id) ? id : null
}

function resource(record: AdminVideoRecord) {
  return { type: 'video', id: record.entryId, attributes: record.video }
}

type ReadBody<S extends z.ZodType> = { ok: true; value: z.output<S> } | { ok: false; response: Response }

async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<ReadBody<S>> {
  const parsed = schema.safeParse(await readJsonBody(c, BODY_CAPS.json))
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: c.json(fieldErrorsBody(parsed.error), 400) }
}

async function answer(c: Context<AppEnv>, outcome: VideoOutcome): Promise<Response> {
  if (!outcome.ok) {
    const body = fieldErrorBody(outcome.code, outcome.message, outcome.field)
    const current = outcome.current ? { data: { type: 'video', id: c.req.param('entryId'), attributes: outcome.current } } : {}
    return c.json({ ...body, ...current }, outcome.status)
  }
  await purgeEverywhere(c, outcome.purge)
  return outcome.record ? c.json({ data: resource(outcome.record) }) : c.body(null, 204)
}
