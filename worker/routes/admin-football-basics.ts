import { type Context, Hono } from 'hono'
import type { z } from 'zod'
import { teamPagePaths } from '../../shared/rules/football-purge-paths'
import {
  type CompetitionFields,
  CompetitionWrite,
  type SeasonFields,
  SeasonWrite,
  type TeamFields,
  TeamWrite,
} from '../../shared/schemas/admin-football-basics'
import { DeleteBodySchema } from '../../shared/schemas/admin-football-fields'
import type { AdminCompetition, AdminSeason, AdminTeam } from '../../shared/types/admin-football'
import { createStatements, deleteStatements, type Entity, type Outcome, runBatch, updateStatements } from '../admin/football-writes'
import { staffActor } from '../admin/staff-actor'
import {
  competitionColumns,
  findAdminCompetition,
  findAdminSeason,
  findAdminTeam,
  listAdminCompetitions,
  listAdminSeasons,
  listAdminTeams,
  seasonColumns,
  teamColumns,
} from '../db/admin-football-basics'
import { type ReferencedTable, referencesTo } from '../db/football-references'
import type { AppEnv, Bindings } from '../env'
import { answer, idParam, notFound, pictureMissing, readBody, resource } from './admin-football-http'

/**
 * /api/admin/football/{seasons,competitions,teams} (issue 19 §4): the short
 * lists the rest hangs on. The three behave alike (list, read, create, edit,
 * delete unless referenced), so one description each drives the same five
 * routes. Every change purges the pages that name them.
 */
interface Kind<F, T extends { id: number; version: number; fields: F }> {
  type: string
  entity: Entity<T> & { table: ReferencedTable }
  list: (db: D1Database) => Promise<T[]>
  write: { create: z.ZodType<{ data: { attributes: F } }>; update: z.ZodType<{ data: { attributes: F; meta: { version: number } } }> }
  columns: (fields: F) => Record<string, unknown>
  /** The statements that go before the write (a season made current unsets the other). */
  extra?: (db: D1Database, fields: F, id: number | null) => D1PreparedStatement[]
  check?: (env: Bindings, fields: F, before: T | null) => Promise<Extract<Outcome<T>, { ok: false }> | null>
  purge: (before: T | null, after: T | null) => string[]
}

const everywhere = () => ['/', '/matches', '/teams']

const SEASON: Kind<SeasonFields, AdminSeason> = {
  type: 'season',
  entity: {
    table: 'seasons',
    subjectType: 'season',
    noun: 'season',
    find: findAdminSeason,
    unique: {
      'seasons.slug': { field: 'slug', message: 'This season is there already' },
      'seasons.start_year': { field: 'startYear', message: 'This season is there already' },
    },
  },
  list: listAdminSeasons,
  write: SeasonWrite,
  columns: seasonColumns,
  // One current season (SPEC §9.1): making one current unsets the other in the same batch.
  extra: (db, fields, id) =>
    fields.isCurrent ? [db.prepare('UPDATE seasons SET is_current = 0 WHERE is_current = 1 AND id IS NOT ?').bind(id)] : [],
  purge: everywhere,
}

const pictureCheck =
  <F, T extends { fields: F }>(field: keyof F & string) =>
  async (env: Bindings, fields: F, before: T | null) => {
    const key = fields[field] as string | null
    if (key === (before?.fields[field] ?? undefined) || !(await pictureMissing(env.MEDIA, key))) return null
    return {
      ok: false as const,
      status: 400 as const,
      code: 'bad_request' as const,
      field,
      message: 'This picture is not in the library: upload it or choose another',
    }
  }

const COMPETITION: Kind<CompetitionFields, AdminCompetition> = {
  type: 'competition',
  entity: {
    table: 'competitions',
    subjectType: 'competition',
    noun: 'competition',
    find: findAdminCompetition,
    unique: { 'competitions.slug': { field: 'slug', message: 'Another competition has this address: choose another' } },
  },
  list: listAdminCompetitions,
  write: CompetitionWrite,
  columns: competitionColumns,
  check: pictureCheck<CompetitionFields, AdminCompetition>('logoKey'),
  purge: everywhere,
}

const teamPages = (t: AdminTeam | null) => (t ? teamPagePaths({ slug: t.fields.slug, altSlug: t.fields.altSlug }) : [])

const TEAM: Kind<TeamFields, AdminTeam> = {
  type: 'team',
  entity: {
    table: 'teams',
    subjectType: 'team',
    noun: 'team',
    find: findAdminTeam,
    unique: {
      'teams.slug': { field: 'slug', message: 'Another team has this address: choose another' },
      'teams.alt_slug': { field: 'altSlug', message: 'Another team has this other address: choose another' },
    },
  },
  list: listAdminTeams,
  write: TeamWrite,
  columns: teamColumns,
  check: pictureCheck<TeamFields, AdminTeam>('crestKey'),
  purge: (before, after) => [...new Set([...teamPages(before), ...teamPages(after), '/'])],
}

function mount<F, T extends { id: number; version: number; fields: F }>(kind: Kind<F, T>) {
  const app = new Hono<AppEnv>()
  const { entity, type } = kind
  const done = (c: Context<AppEnv>, item: T | null, before: T | null, status: 200 | 201 = 200) =>
    answer(c, type, { ok: true, item, purge: kind.purge(before, item) }, status)

  app.get('/', async (c) => c.json({ data: (await kind.list(c.env.DB)).map((item) => resource(type, item)) }))

  app.get('/:id', async (c) => {
    const id = idParam(c)
    const item = id === null ? null : await entity.find(c.env.DB, id)
    return item ? c.json({ data: resource(type, item) }) : notFound(c, entity.noun)
  })

  app.post('/', async (c) => {
    const body = await readBody(c, kind.write.create)
    if (!body.ok) return body.response
    const fields = body.value.data.attributes
    const problem = await kind.check?.(c.env, fields, null)
    if (problem) return answer(c, type, problem)
    const extra = kind.extra?.(c.env.DB, fields, null) ?? []
    const w = { actor: await staffActor(c), at: new Date(), columns: kind.columns(fields), extra, before: null, after: fields }
    const run = await runBatch(c.env.DB, entity, null, createStatements(c.env.DB, entity, w), extra.length)
    if (!run.ok) return answer(c, type, run)
    return done(c, run.createdId === null ? null : await entity.find(c.env.DB, run.createdId), null, 201)
  })

  app.put('/:id', async (c) => {
    const id = idParam(c)
    const before = id === null ? null : await entity.find(c.env.DB, id)
    if (id === null || !before) return notFound(c, entity.noun)
    const body = await readBody(c, kind.write.update)
    if (!body.ok) return body.response
    const { attributes: fields, meta } = body.value.data
    const problem = await kind.check?.(c.env, fields, before)
    if (problem) return answer(c, type, problem)
    const extra = kind.extra?.(c.env.DB, fields, id) ?? []
    const w = { actor: await staffActor(c), at: new Date(), columns: kind.columns(fields), extra, before: before.fields, after: fields }
    const run = await runBatch(c.env.DB, entity, id, updateStatements(c.env.DB, entity, id, meta.version, w))
    if (!run.ok) return answer(c, type, run)
    return done(c, await entity.find(c.env.DB, id), before)
  })

  app.delete('/:id', async (c) => {
    const id = idParam(c)
    const before = id === null ? null : await entity.find(c.env.DB, id)
    if (id === null || !before) return notFound(c, entity.noun)
    const body = await readBody(c, DeleteBodySchema)
    if (!body.ok) return body.response
    const used = await referencesTo(c.env.DB, entity.table, id, entity.noun)
    if (used) return answer(c, type, { ok: false, status: 409, code: 'in_use', message: used })
    const w = { actor: await staffActor(c), at: new Date(), before: before.fields, after: null }
    const run = await runBatch(c.env.DB, entity, id, deleteStatements(c.env.DB, entity, id, body.value.version, w))
    if (!run.ok) return answer(c, type, run)
    return done(c, null, before)
  })
  return app
}

export const adminFootballSeasons = mount(SEASON)
export const adminFootballCompetitions = mount(COMPETITION)
export const adminFootballTeams = mount(TEAM)
