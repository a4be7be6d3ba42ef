/** Issue 19 §3: pages and menus as the back office reads them (worker/db/admin-pages.ts, admin-menus.ts). */
import type { PageFields } from '../schemas/admin-pages'
import type { MenuItem } from './site'

export type AdminPageStatus = 'Published' | 'Draft' | 'Pending' | 'Private'

export interface AdminPage {
  id: number
  version: number
  status: AdminPageStatus
  fullPath: string
  nestedLevel: number
  savedTimestamp: string
  fields: PageFields
}

/** A row of the page tree list, in tree order (a parent before its children). */
export interface AdminPageListItem {
  id: number
  title: string
  fullPath: string
  nestedLevel: number
  template: 'Hub' | 'Default'
  status: AdminPageStatus
  external: boolean
  savedTimestamp: string
  version: number
}

export interface AdminMenu {
  key: string
  title: string
  version: number
  /** SPEC §2.3 item fields, in order. */
  items: MenuItem[]
}
