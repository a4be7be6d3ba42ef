/**
 * Issue 19 §3: a menu of SPEC §2.3 as the back office writes it: its entries in order, each with the
 * §2.3 fields (name, slug, icon, isExternal, customClass, newTab). Shared by the API and the menu editor.
 */
import * as z from 'zod'
import { MENU_LINK_MESSAGES, menuLinkVerdict } from '../rules/menu-link'
import { WIDGET_ICONS } from './widgets'

export const MENU_KEYS = ['primary', 'secondary', 'sticky', 'main', 'featured', 'footer', 'subFooter1', 'subFooter2'] as const
export const MENU_ITEMS_MAX = 30
export const MENU_NAME_MAX = 60

/**
 * SPEC §5: an icon is one of the fixed list or empty. 'live' is the name the secondary menu's LIVE entry
 * has always carried (drawn by its custom class, not a glyph), kept so the stored menu saves back as it is.
 */
export const MENU_ICONS = [...WIDGET_ICONS, 'live'] as const

export const MenuItemSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Give the entry a name')
      .max(MENU_NAME_MAX, `A name is at most ${MENU_NAME_MAX} characters`)
      .regex(/^[^\p{Cc}]*$/u, 'A name is one line of text'),
    slug: z.string().trim().max(2048, 'An address is at most 2048 characters'),
    icon: z.union([z.enum(MENU_ICONS), z.literal('')]),
    isExternal: z.boolean(),
    customClass: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-zA-Z0-9_ -]*$/, 'Class names use letters, digits, hyphens and underscores'),
    newTab: z.boolean(),
  })
  .superRefine((item, ctx) => {
    const verdict = menuLinkVerdict(item.slug, item.isExternal)
    if (verdict !== 'internal' && verdict !== 'external')
      ctx.addIssue({ code: 'custom', path: ['slug'], message: MENU_LINK_MESSAGES[verdict] })
  })

export type MenuItemFields = z.output<typeof MenuItemSchema>

/** A menu's entries in order: the menu editor's form, and the attributes of a save. */
export const MenuItemsSchema = z.strictObject({
  items: z.array(MenuItemSchema).max(MENU_ITEMS_MAX, `At most ${MENU_ITEMS_MAX} entries in a menu`),
})

export type MenuItemsInput = z.input<typeof MenuItemsSchema>

/** PUT /api/admin/menus/{key}: the whole list in order, on the version the editor loaded (§10). */
export const MenuUpdateSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('menu'),
    attributes: MenuItemsSchema,
    meta: z.strictObject({ version: z.number().int().positive() }),
  }),
})

export const MenuKeySchema = z.enum(MENU_KEYS)
