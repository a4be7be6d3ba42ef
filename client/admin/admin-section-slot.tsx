import { type ComponentType, useSyncExternalStore } from 'react'
import { importAdminSections } from '#admin-sections'
import type { AdminSectionProps } from './admin-sections'

let sections: ComponentType<AdminSectionProps> | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

/**
 * Loads the sections' chunk in the browser (admin-sections-import.ts), before the page renders
 * (client/pages/page-registry.ts). Resolves at once on the server, which has no way to load them.
 * A failed load may be tried again by the next page.
 */
export function loadAdminSections(): Promise<void> {
  if (sections || !importAdminSections) return Promise.resolve()
  loading ??= importAdminSections().then(
    (component) => {
      sections = component
      for (const listener of listeners) listener()
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Issue 22 §5: where a section of the back office goes. The server renders a loading state (it never
 * has the sections' code), and so does hydration (React uses the server snapshot then), so the HTML
 * and the first client render agree; right after hydration React renders again with the section,
 * whose chunk the browser loaded before hydrating. A navigation inside the back office renders the
 * section straight away.
 */
export function AdminSectionSlot(props: AdminSectionProps) {
  const Sections = useSyncExternalStore(
    subscribe,
    () => sections,
    () => null,
  )
  if (!Sections) return <p role="status">Loading the back office…</p>
  return <Sections {...props} />
}
