import type { Locale } from '../../../shared/types/news'

/**
 * The name of the country the edge saw (ISO 3166 alpha-2), in the page's
 * language, for messages that name it (issue 10 §8: "region with the
 * detected country"). Only ever called in the browser, after an answer came,
 * so it never differs between the server's HTML and hydration.
 */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale === 'ar' ? 'ar' : 'en-GB'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}
