import { Hono } from 'hono'
import { playerPagePaths } from '../../shared/rules/football-purge-paths'
import { PlayerListQuerySchema, PlayerWrite, type PlayerFields } from '../../shared/schemas/admin-football'
import { DeleteBodySchema } from '../../shared/schemas/admin-football-fields'
import type { AdminPlayer } from '../../shared/types/admin-football'
import { createStatements, deleteStatements, type Entity, type Outcome, runBatch, updateStatements } from '../admin/football-writes'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { findAdminPlayer, listAdminPlayers, playerColumns } from '../db/admin-players'
import { referencesTo } from '../db/football-references'
import type { AppEnv, Bindings } from '../env'
import { answer, idParam, notFound, pictureMissing, readBody, resource } from './admin-football-http'

/**
 * /api/admin/football/players (issue 19 §4): the squads. A player's photo is
 * a picture of the library, checked to be there when chosen; the biography is
 * stored as players' biographies are (HTML) and goes through the allow-list
 * sanitiser wherever it is shown. Every change purges the player's page and
 * the team pages that list the squad, before and after.
 */
export const adminFootballPlayers = new Hono<AppEnv>()

const PLAYER: Entity<AdminPlayer> = {
  table: 'players',
  subjectType: 'player',
  noun: 'player',
  find: findAdminPlayer,
  unique: { 'players.slug': { field: 'slug', message: 'Another player has this address: choose another' } },
}

const pagesOf = (p: AdminPlayer | null) => (p ? playerPagePaths({ slug: p.teamSlug, altSlug: p.teamAltSlug }, p.fields.slug) : [])
const purgeOf = (before: AdminPlayer | null, after: AdminPlayer | null) => [...new Set([...pagesOf(before), ...pagesOf(after)])]

/** What the schema cannot know: the team exists, the photo is in the library (when newly chosen). */
async function check(env: Bindings, fields: PlayerFields, before: AdminPlayer | null): Promise<Outcome<AdminPlayer> | null> {
  const team = await env.DB.prepare('SELECT 1 FROM teams WHERE id = ?').bind(fields.teamId).first()
  if (!team) return { ok: false, status: 400, code: 'bad_request', field: 'teamId', message: 'No such team: choose one' }
  if (fields.imageKey !== before?.fields.imageKey && (await pictureMissing(env.MEDIA, fields.imageKey)))
    return {
      ok: false,
      status: 400,
      code: 'bad_request',
      field: 'imageKey',
      message: 'This picture is not in the library: upload it or choose another',
    }
  return null
}

adminFootballPlayers.get('/', async (c) => {
  const query = PlayerListQuerySchema.safeParse(c.req.query())
  if (!query.success) return c.json(fieldErrorsBody(query.error), 400)
  const list = await listAdminPlayers(c.env.DB, query.data)
  return c.json({ data: list.items.map((p) => resource('player', p)), meta: { total: list.total, page: list.page, size: list.size } })
})

adminFootballPlayers.get('/:id', async (c) => {
  const id = idParam(c)
  const player = id === null ? null : await findAdminPlayer(c.env.DB, id)
  return player ? c.json({ data: resource('player', player) }) : notFound(c, 'player')
})

adminFootballPlayers.post('/', async (c) => {
  const body = await readBody(c, PlayerWrite.create)
  if (!body.ok) return body.response
  const fields = body.value.data.attributes
  const problem = await check(c.env, fields, null)
  if (problem) return answer(c, 'player', problem)
  const w = { actor: await staffActor(c), at: new Date(), columns: playerColumns(fields), before: null, after: fields }
  const run = await runBatch(c.env.DB, PLAYER, null, createStatements(c.env.DB, PLAYER, w), 0)
  if (!run.ok) return answer(c, 'player', run)
  const after = run.createdId === null ? null : await findAdminPlayer(c.env.DB, run.createdId)
  return answer(c, 'player', { ok: true, item: after, purge: purgeOf(null, after) }, 201)
})

adminFootballPlayers.put('/:id', async (c) => {
  const id = idParam(c)
  const before = id === null ? null : await findAdminPlayer(c.env.DB, id)
  if (id === null || !before) return notFound(c, 'player')
  const body = await readBody(c, PlayerWrite.update)
  if (!body.ok) return body.response
  const { attributes: fields, meta } = body.value.data
  const problem = await check(c.env, fields, before)
  if (problem) return answer(c, 'player', problem)
  const w = { actor: await staffActor(c), at: new Date(), columns: playerColumns(fields), before: before.fields, after: fields }
  const run = await runBatch(c.env.DB, PLAYER, id, updateStatements(c.env.DB, PLAYER, id, meta.version, w))
  if (!run.ok) return answer(c, 'player', run)
  const after = await findAdminPlayer(c.env.DB, id)
  return answer(c, 'player', { ok: true, item: after, purge: purgeOf(before, after) })
})

adminFootballPlayers.delete('/:id', async (c) => {
  const id = idParam(c)
  const before = id === null ? null : await findAdminPlayer(c.env.DB, id)
  if (id === null || !before) return notFound(c, 'player')
  const body = await readBody(c, DeleteBodySchema)
  if (!body.ok) return body.response
  const used = await referencesTo(c.env.DB, 'players', id, 'player')
  // A player who has played keeps his history: mark him inactive instead (he leaves the squad pages).
  if (used)
    return answer(c, 'player', {
      ok: false,
      status: 409,
      code: 'in_use',
      message: `${used}. Untick 'Active' to take the player off the site`,
    })
  const w = { actor: await staffActor(c), at: new Date(), before: before.fields, after: null }
  const run = await runBatch(c.env.DB, PLAYER, id, deleteStatements(c.env.DB, PLAYER, id, body.value.version, w))
  if (!run.ok) return answer(c, 'player', run)
  return answer(c, 'player', { ok: true, item: null, purge: purgeOf(before, null) })
})
