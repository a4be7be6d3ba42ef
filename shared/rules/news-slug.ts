/**
 * Issue 19 §2 and "Bad input": an article's address is /news/{slug} (SPEC
 * §2.1). Two articles may never share a URL, so a slug is plain lower-case
 * ASCII letters, digits and single hyphens (the news table's CHECK says the
 * same): a look-alike letter from another alphabet, a full-width digit or a
 * zero-width joiner cannot make a second spelling of a taken address. A slug
 * the route table would read as something else (an all-digit year is the
 * news archive) is refused too.
 */
import { matchRoute } from '../routes'

export const NEWS_SLUG_MAX = 100

export type NewsSlugProblem = 'empty' | 'tooLong' | 'characters' | 'route'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const NEWS_SLUG_MESSAGES: Record<NewsSlugProblem, string> = {
  empty: 'Give the article an address',
  tooLong: `An address is at most ${NEWS_SLUG_MAX} characters`,
  characters: 'An address uses only a to z, 0 to 9 and single hyphens (no capitals, spaces or accents)',
  route: 'This address belongs to another page of the site (a year is the news archive): add a word',
}

export function newsSlugProblem(slug: string): NewsSlugProblem | null {
  if (slug === '') return 'empty'
  if (slug.length > NEWS_SLUG_MAX) return 'tooLong'
  if (!SLUG.test(slug)) return 'characters'
  const route = matchRoute(`/news/${slug}`)
  return route?.name === 'newsArticle' && route.params.slug === slug ? null : 'route'
}

/** A slug suggested from a title: accents dropped, anything else a hyphen ('' when nothing is left, as for Arabic). */
export function slugFromTitle(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (ascii.length <= NEWS_SLUG_MAX) return ascii
  const cut = ascii.slice(0, NEWS_SLUG_MAX + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, NEWS_SLUG_MAX)).replace(/-+$/, '')
}
