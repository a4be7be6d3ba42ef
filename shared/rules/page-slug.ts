/**
 * Issue 19 §3 and "Bad input": a CMS page's address is its section path, /{section}/{subsection}/{page}
 * (SPEC §2.1 catch-all, up to four sub-levels then slug). Its slug follows the same characters as a
 * news slug (plain lower-case ASCII, digits, single hyphens: no look-alike spelling of a taken address),
 * and its full path must be one the route table reads as this very content page: a top-level slug like
 * 'news', 'videos' or 'admin' belongs to another page of the site (SPEC §2.1) and is refused.
 */
import { matchRoute } from '../routes'

export const PAGE_SLUG_MAX = 100
/** SPEC §2.1: /{slug} up to four sub-levels then slug: nested levels 0 to 4. */
export const PAGE_MAX_LEVEL = 4

export type PageSlugProblem = 'empty' | 'tooLong' | 'characters'
export type PagePathProblem = 'tooDeep' | 'route'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const PAGE_SLUG_MESSAGES: Record<PageSlugProblem | PagePathProblem, string> = {
  empty: 'Give the page an address',
  tooLong: `An address is at most ${PAGE_SLUG_MAX} characters`,
  characters: 'An address uses only a to z, 0 to 9 and single hyphens (no capitals, spaces or accents)',
  tooDeep: `Pages nest at most ${PAGE_MAX_LEVEL} levels below a section: choose a parent higher up`,
  route: 'This address belongs to another page of the site (news, matches, videos…): choose another',
}

// SPEC §2.1: the slug's own characters, whatever its parent.
export function pageSlugProblem(slug: string): PageSlugProblem | null {
  if (slug === '') return 'empty'
  if (slug.length > PAGE_SLUG_MAX) return 'tooLong'
  return SLUG.test(slug) ? null : 'characters'
}

/** The full path a page gets under its parent ('' parent: a top-level section). */
export function pageFullPath(parentPath: string | null, slug: string): string {
  return parentPath ? `${parentPath}/${slug}` : slug
}

// SPEC §2.1: the full path must route to the catch-all content page, and to this path.
export function pagePathProblem(fullPath: string): PagePathProblem | null {
  if (fullPath.split('/').length > PAGE_MAX_LEVEL + 1) return 'tooDeep'
  const route = matchRoute(`/${fullPath}`)
  return route?.name === 'cmsPage' && route.params.path === fullPath ? null : 'route'
}
