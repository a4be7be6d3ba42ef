import { Hono } from 'hono'
import { MenuKeySchema, MenuUpdateSchema } from '../../shared/schemas/admin-menus'
import type { AdminMenu } from '../../shared/types/admin-pages'
import { replaceMenuItems } from '../admin/menus'
import { purgeWholeSite } from '../admin/purge-site'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorBody } from '../admin/validation'
import { findAdminMenu, listAdminMenus } from '../db/admin-menus'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { readAdminBody } from './admin-body'

/**
 * /api/admin/menus (issue 19 §3): the menus of SPEC §2.3 and the footer's (§2.10). An editor replaces a
 * menu's entries in order; links are paths of the site or https addresses (shared/rules/menu-link.ts).
 * Every page shows the menus, so a change purges the whole site's cached HTML.
 */
export const adminMenus = new Hono<AppEnv>()

adminMenus.use('*', requireEditor)

const menuResource = (menu: AdminMenu) => ({ type: 'menu', id: menu.key, attributes: menu })

adminMenus.get('/', async (c) => {
  const menus = await listAdminMenus(c.env.DB)
  return c.json({ data: menus.map((menu) => ({ type: 'menu', id: menu.key, attributes: menu })) })
})

adminMenus.get('/:key', async (c) => {
  const key = MenuKeySchema.safeParse(c.req.param('key'))
  const menu = key.success ? await findAdminMenu(c.env.DB, key.data) : null
  return menu ? c.json({ data: menuResource(menu) }) : c.json(apiErrorBody('not_found', 'No such menu'), 404)
})

adminMenus.put('/:key', async (c) => {
  const key = MenuKeySchema.safeParse(c.req.param('key'))
  if (!key.success) return c.json(apiErrorBody('not_found', 'No such menu'), 404)
  const body = await readAdminBody(c, MenuUpdateSchema)
  if (!body.ok) return body.response
  const { attributes, meta } = body.value.data
  const outcome = await replaceMenuItems(c.env.DB, await staffActor(c), key.data, meta.version, attributes.items, new Date())
  if (!outcome.ok) {
    const refusal = fieldErrorBody(outcome.code, outcome.message)
    return c.json(outcome.current ? { ...refusal, data: menuResource(outcome.current) } : refusal, outcome.status)
  }
  await purgeWholeSite(c)
  return c.json({ data: menuResource(outcome.menu) })
})
