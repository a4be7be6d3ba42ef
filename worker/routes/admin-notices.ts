import { Hono } from 'hono'
import { NoticeIdParamSchema, NoticeRequestSchema } from '../../shared/schemas/match-notice'
import { purgeMatchConsolePages } from '../admin/match-console-purge'
import { purgeEverywhere } from '../admin/purge'
import { staffActor } from '../admin/staff-actor'
import { createNotice, currentNotices, matchExists, resolveNotice, streamTarget } from '../db/match-notices'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'
import { pushToMatch } from '../matchday/push'
import { readJsonBody } from './json-body'

/**
 * /api/admin/notices (issue 21 §6; ARCHITECTURE "stream notices"): an
 * administrator speaks to supporters during an incident. A notice names a
 * match, a stream, or both; a stream's notice goes to the live (or next)
 * match carrying the stream, so every open match centre and player of that
 * match hears it through the match's room. A stream with no such match has
 * no room: its notice is stored and shown by its live page's data (a page
 * opened or reloaded sees it), not pushed. Clearing marks it resolved and
 * pushes 'notice-cleared'. The pages showing it are purged both times.
 */
export const adminNotices = new Hono<AppEnv>()

adminNotices.use('*', requireAdmin)

const invalid = (message: string) => apiErrorBody('notice_message_invalid', message)

adminNotices.get('/', async (c) =>
  c.json({ data: (await currentNotices(c.env.DB)).map((n) => ({ type: 'notice', id: String(n.id), attributes: n })) }),
)

adminNotices.post('/', async (c) => {
  const body = NoticeRequestSchema.safeParse(await readJsonBody(c))
  if (!body.success) {
    const issue = body.error.issues[0]
    const path = issue?.path.map(String) ?? []
    if (path[2] === 'message' && path.length === 4)
      return c.json(invalid(`message.${path.at(-1)} ${issue?.message ?? 'is not valid'}`), 400)
    return c.json(apiErrorBody('bad_request', `Invalid notice: ${path.join('.') || 'body'}`), 400)
  }
  const { matchId, streamId, message } = body.data.data.attributes
  if (matchId === undefined && streamId === undefined)
    return c.json(apiErrorBody('notice_target_invalid', 'A notice names a match, a stream or both'), 400)
  let target = matchId ?? null
  if (streamId !== undefined) {
    const stream = await streamTarget(c.env.DB, streamId)
    if (!stream.exists) return c.json(apiErrorBody('notice_target_invalid', 'No such stream'), 404)
    if (target !== null && stream.matchId !== null && stream.matchId !== target)
      return c.json(apiErrorBody('notice_target_invalid', 'This stream is not the match’s'), 409)
    target ??= stream.matchId
  }
  if (target !== null && matchId !== undefined && !(await matchExists(c.env.DB, target)))
    return c.json(apiErrorBody('notice_target_invalid', 'No such match'), 404)
  const at = new Date()
  const notice = await createNotice(c.env.DB, { matchId: target, streamId: streamId ?? null, message }, await staffActor(c), at)
  await purgeNoticePages(c, notice.matchId, notice.streamId)
  if (notice.matchId !== null) pushToMatch(c, notice.matchId, { type: 'notice', at: at.toISOString(), data: notice })
  return c.json({ data: { type: 'notice', id: String(notice.id), attributes: notice } }, 201)
})

adminNotices.delete('/:id', async (c) => {
  const id = NoticeIdParamSchema.safeParse(c.req.param('id'))
  const at = new Date()
  const notice = id.success ? await resolveNotice(c.env.DB, id.data, await staffActor(c), at) : null
  if (!notice) return c.json(apiErrorBody('notice_not_found', 'No current notice with this id'), 404)
  await purgeNoticePages(c, notice.matchId, notice.streamId)
  if (notice.matchId !== null) pushToMatch(c, notice.matchId, { type: 'notice-cleared', at: at.toISOString(), data: { id: notice.id } })
  return c.body(null, 204)
})

/** The cached pages that show the notice: the match's, and the stream's live pages (kind unknown here: both). */
async function purgeNoticePages(c: Parameters<typeof purgeMatchConsolePages>[0], matchId: number | null, streamId: string | null) {
  if (matchId !== null) await purgeMatchConsolePages(c, matchId)
  if (streamId !== null) {
    await purgeEverywhere(c, ['/live', '/live/audio', '/live/video', `/live/audio/${streamId}`, `/live/video/${streamId}`])
  }
}
