import type { ComponentType } from 'react'
import type { AdminSectionProps } from './admin-sections'

/** Loads the sections' component; null where it cannot be had (the server). */
export type AdminSectionsImport = (() => Promise<ComponentType<AdminSectionProps>>) | null

/**
 * Issue 22 §5: '#admin-sections' in the worker (package.json "imports", the "workerd" condition). The
 * server renders the back office's shell around a loading state and never its sections, so the worker
 * carries none of their code (Tiptap, ProseMirror, react-table, react-hook-form, tus); the browser
 * loads them (admin-sections-import.ts).
 */
export const importAdminSections: AdminSectionsImport = null
