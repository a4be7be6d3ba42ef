/**
 * SPEC intro "The site supports English and Arabic": a page that is Arabic
 * by its query (?lang=ar) has to keep its reader in Arabic when it sends
 * them to another such page (a live notice's login or upgrade link, the
 * audio bar's login link). Arabic articles and categories are Arabic by
 * their own address; the pages below have one address for both languages
 * and read ?lang=ar (their loaders in worker/pages/loaders/). One rule adds
 * the locale to every link the client builds to one of them.
 */
import { matchRoute, type RouteName } from '../routes'
import type { Locale } from '../types/news'
import { pairKey, rawPairs, splitOnce } from './query-pairs'
import { returnPathFrom } from './sign-on-link'

/** The pages whose loaders give the Arabic page for ?lang=ar. */
export const ARABIC_BY_QUERY: readonly RouteName[] = ['accountLogin', 'advertsReport', 'livePlayer', 'videoSubscriptions']

const LANG = 'lang'

/**
 * `link` as a reader of a `locale` page should follow it: for Arabic, a link
 * of our own to a page that reads ?lang=ar gets lang=ar (replacing any lang
 * it had). Anything else (English, an outside address, a page that is
 * English only) is left exactly as given.
 */
export function localisedLink(link: string, locale: Locale): string {
  if (locale === 'en' || !link.startsWith('/') || link.startsWith('//')) return link
  const [base, hash] = splitOnce(link, '#')
  const [path, query] = splitOnce(base, '?')
  const route = matchRoute(path)
  if (!route || !ARABIC_BY_QUERY.includes(route.name)) return link
  const pairs = rawPairs(query).filter((pair) => pairKey(pair) !== LANG)
  pairs.push(`${LANG}=${locale}`)
  return `${path}?${pairs.join('&')}${hash ? `#${hash}` : ''}`
}

/**
 * SPEC §2.1 /account/login, linked from where logging in is the remedy (live
 * notices, "Ready for kick-off?", the audio bar's error box): back to `here`
 * (the page's path and query) once signed in, in the page's language.
 */
export function loginPageLink(here: string, locale: Locale): string {
  return localisedLink(`/account/login?returnTo=${encodeURIComponent(returnPathFrom(here))}`, locale)
}
