import type { AdminSectionsImport } from './admin-sections-import-server'

export type { AdminSectionsImport }

/**
 * Issue 22 §5: how the browser loads the back office's sections (admin-sections.tsx: editors, tables,
 * forms). Imported as '#admin-sections' (package.json "imports"), which a build for the Workers runtime
 * (its "workerd" condition: wrangler's and the worker tests') resolves to admin-sections-import-server.ts
 * instead: any import() the server render can reach is bundled into the worker, so this one must be
 * unreachable from it. The browser's build (Rolldown) and node take this file.
 */
export const importAdminSections: AdminSectionsImport = () => import('./admin-sections').then((m) => m.AdminSections)
