/**
 * Issue 19 §3: CMS pages in the back office. Each change checks what the schema cannot (the parent
 * exists and is not the page itself or below it, the address routes to this page and no other page
 * has it, the tree stays within SPEC §2.1's four sub-levels), writes one batch with its audit entry
 * (page-writes.ts), then answers the paths to purge: the page where it was and is, its parents (a
 * Hub lists its children as cards) and the pages below it (their breadcrumbs name it).
 */
import { moveItem } from '../../shared/rules/list-order'
import { PAGE_SLUG_MESSAGES, pageFullPath, pagePathProblem, PAGE_MAX_LEVEL } from '../../shared/rules/page-slug'
import type { PageFields } from '../../shared/schemas/admin-pages'
import type { AdminPage } from '../../shared/types/admin-pages'
import { descendantsOf, findAdminPage, pagePlace, pathHolder } from '../db/admin-pages'
import type { ApiErrorCode } from '../http-errors'
import { type Actor, isUniqueViolation, isVersionConflict } from './audit'
import {
  createPageStatements,
  deletePageStatements,
  orderSiblingsStatements,
  type Place,
  setPageStatusStatements,
  updatePageStatements,
} from './page-writes'

export interface PageRefusal {
  status: 400 | 404 | 409
  code: ApiErrorCode
  message: string
  field?: keyof PageFields
  current?: AdminPage | null
}

export type PageOutcome = { ok: true; page: AdminPage | null; purge: string[] } | ({ ok: false } & PageRefusal)

const refuse = (refusal: PageRefusal): PageOutcome => ({ ok: false, ...refusal })
const TAKEN: PageRefusal = { status: 409, code: 'slug_taken', field: 'slug', message: 'Another page has this address: choose another' }

/** Where the page goes: its parent's path and level, checked against the route table and the tree. */
async function placeOf(db: D1Database, fields: PageFields, id: number | null): Promise<{ place: Place } | { refusal: PageRefusal }> {
  let parentPath: string | null = null
  let level = 0
  if (fields.parentId !== null) {
    const parent = await pagePlace(db, fields.parentId)
    if (!parent) return { refusal: { status: 400, code: 'bad_request', field: 'parentId', message: 'The parent page no longer exists' } }
    // An external entry is a link to another site (SPEC §3 postType), never a page with pages below it.
    if (parent.external) {
      return {
        refusal: { status: 400, code: 'bad_request', field: 'parentId', message: 'An external link has no pages below it: choose a page' },
      }
    }
    if (id !== null && (fields.parentId === id || (await ancestorIds(db, fields.parentId)).includes(id))) {
      return { refusal: { status: 400, code: 'bad_request', field: 'parentId', message: 'A page cannot sit below itself' } }
    }
    parentPath = parent.fullPath
    level = parent.nestedLevel + 1
  }
  const fullPath = pageFullPath(parentPath, fields.slug)
  const problem = pagePathProblem(fullPath)
  if (problem) return { refusal: { status: 400, code: 'bad_request', field: 'slug', message: PAGE_SLUG_MESSAGES[problem] } }
  const holder = await pathHolder(db, fullPath)
  if (holder !== null && holder !== id) return { refusal: TAKEN }
  return { place: { fullPath, nestedLevel: level } }
}

async function ancestorIds(db: D1Database, id: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE up (id, parent_id) AS (SELECT id, parent_id FROM pages WHERE id = ?
         UNION ALL SELECT p.id, p.parent_id FROM pages p JOIN up ON p.id = up.parent_id) SELECT id FROM up`,
    )
    .bind(id)
    .all<{ id: number }>()
  return results.map((r) => r.id)
}

async function runChange(db: D1Database, id: number | null, statements: D1PreparedStatement[]): Promise<PageRefusal | null> {
  try {
    await db.batch(statements)
    return null
  } catch (err) {
    if (isVersionConflict(err)) {
      const current = id === null ? null : await findAdminPage(db, id)
      return current
        ? { status: 409, code: 'version_conflict', message: 'Someone else saved this page first: see what changed', current }
        : { status: 404, code: 'not_found', message: 'This page was deleted meanwhile' }
    }
    if (isUniqueViolation(err, 'pages.full_path') || isUniqueViolation(err, 'pages.parent_id')) return TAKEN
    throw err
  }
}

/** The public paths a change shows on: the page, its ancestors (Hub cards, breadcrumbs) and its descendants. */
function pathsAround(fullPath: string, below: string[]): string[] {
  const segments = fullPath.split('/')
  const ancestors = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'))
  return [...ancestors, fullPath, ...below].map((path) => `/${path}`)
}

const unique = (paths: string[]) => [...new Set(paths)]

export async function createPage(db: D1Database, actor: Actor, fields: PageFields, now: Date): Promise<PageOutcome> {
  const placed = await placeOf(db, fields, null)
  if ('refusal' in placed) return refuse(placed.refusal)
  const audit = { actor, action: 'create', before: null, after: { ...fields, fullPath: placed.place.fullPath, status: 'Draft' } }
  const failed = await runChange(db, null, createPageStatements(db, fields, placed.place, now, audit))
  if (failed) return refuse(failed)
  const id = await pathHolder(db, placed.place.fullPath)
  // A draft shows nowhere: nothing to purge.
  return { ok: true, page: id === null ? null : await findAdminPage(db, id), purge: [] }
}

export async function updatePage(
  db: D1Database,
  actor: Actor,
  id: number,
  version: number,
  fields: PageFields,
  now: Date,
): Promise<PageOutcome> {
  const before = await findAdminPage(db, id)
  if (!before) return refuse({ status: 404, code: 'not_found', message: 'No such page' })
  const placed = await placeOf(db, fields, id)
  if ('refusal' in placed) return refuse(placed.refusal)
  const from = { fullPath: before.fullPath, nestedLevel: before.nestedLevel }
  const below = await descendantsOf(db, before.fullPath, before.nestedLevel)
  if (placed.place.nestedLevel + below.depth > PAGE_MAX_LEVEL) {
    return refuse({ status: 400, code: 'bad_request', field: 'parentId', message: PAGE_SLUG_MESSAGES.tooDeep })
  }
  const audit = {
    actor,
    action: 'update',
    before: { ...before.fields, fullPath: before.fullPath },
    after: { ...fields, fullPath: placed.place.fullPath },
  }
  const failed = await runChange(db, id, updatePageStatements(db, id, version, fields, from, placed.place, now, audit))
  if (failed) return refuse(failed)
  const moved = below.paths.map((path) => placed.place.fullPath + path.slice(before.fullPath.length))
  const purge =
    before.status === 'Published'
      ? unique([...pathsAround(before.fullPath, below.paths), ...pathsAround(placed.place.fullPath, moved)])
      : []
  return { ok: true, page: await findAdminPage(db, id), purge }
}

export async function setPageStatus(
  db: D1Database,
  actor: Actor,
  id: number,
  version: number,
  status: 'Published' | 'Draft',
  now: Date,
): Promise<PageOutcome> {
  const before = await findAdminPage(db, id)
  if (!before) return refuse({ status: 404, code: 'not_found', message: 'No such page' })
  const audit = { actor, action: status === 'Published' ? 'publish' : 'unpublish', before: { status: before.status }, after: { status } }
  const failed = await runChange(db, id, setPageStatusStatements(db, id, version, status, now, audit))
  if (failed) return refuse(failed)
  const below = await descendantsOf(db, before.fullPath, before.nestedLevel)
  return { ok: true, page: await findAdminPage(db, id), purge: pathsAround(before.fullPath, below.paths) }
}

export async function deletePage(db: D1Database, actor: Actor, id: number, version: number, now: Date): Promise<PageOutcome> {
  const before = await findAdminPage(db, id)
  if (!before) return refuse({ status: 404, code: 'not_found', message: 'No such page' })
  const below = await descendantsOf(db, before.fullPath, before.nestedLevel)
  if (below.paths.length > 0) {
    return refuse({ status: 409, code: 'page_has_children', message: 'Move or delete the pages below this one first' })
  }
  const audit = { actor, action: 'delete', before: { ...before.fields, fullPath: before.fullPath, status: before.status }, after: null }
  const failed = await runChange(db, id, deletePageStatements(db, id, version, now, audit))
  if (failed) return refuse(failed)
  return { ok: true, page: null, purge: before.status === 'Published' ? pathsAround(before.fullPath, []) : [] }
}

/** One place up or down among its siblings (a Hub's cards follow this order); at an end nothing moves. */
export async function movePage(
  db: D1Database,
  actor: Actor,
  id: number,
  version: number,
  direction: 'up' | 'down',
  now: Date,
): Promise<PageOutcome> {
  const before = await findAdminPage(db, id)
  if (!before) return refuse({ status: 404, code: 'not_found', message: 'No such page' })
  const { results } = await db
    .prepare('SELECT id FROM pages WHERE parent_id IS ? ORDER BY page_order, id')
    .bind(before.fields.parentId)
    .all<{ id: number }>()
  const siblings = results.map((r) => r.id)
  const from = siblings.indexOf(id)
  const moved = moveItem(siblings, from, direction === 'up' ? from - 1 : from + 1)
  if (moved.outcome === 'unchanged') return { ok: true, page: before, purge: [] }
  const audit = { actor, action: 'move', before: { position: from + 1 }, after: { position: moved.items.indexOf(id) + 1 } }
  const failed = await runChange(db, id, orderSiblingsStatements(db, id, version, moved.items, now, audit))
  if (failed) return refuse(failed)
  // The order shows on the parent hub (its cards); the page itself is unchanged.
  const parent = before.fullPath.split('/').slice(0, -1).join('/')
  return { ok: true, page: await findAdminPage(db, id), purge: parent ? pathsAround(parent, []) : [] }
}
