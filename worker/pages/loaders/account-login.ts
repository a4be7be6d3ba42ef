import { ar } from '../../../shared/i18n/ar'
import { safeReturnPath } from '../../../shared/rules/return-path'
import type { PageLoader } from '../page-context'

/**
 * /account/login (SPEC §2.1: the login link inside the audio error message):
 * the §2.10 login form as a page. Where to go after signing in comes from
 * ?returnTo=, through the one return-path rule, so the page can never be
 * used to send a supporter off-site; ?lang=ar gives the Arabic form for
 * visitors coming from Arabic pages.
 */
export const loadAccountLogin: PageLoader = async ({ url, settings }) => {
  const arabic = url.searchParams.get('lang') === 'ar'
  // The page reads nothing else: the settings come with the chrome's batch.
  const { loginTexts } = await settings()
  return {
    title: arabic ? ar['login.title'] : loginTexts.title,
    description: arabic ? ar['login.intro'] : loginTexts.intro,
    locale: arabic ? 'ar' : 'en',
    page: { kind: 'accountLogin', returnTo: safeReturnPath(url.searchParams.get('returnTo'), '/') },
  }
}
