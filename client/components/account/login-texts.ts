import type { Translate } from '../../../shared/i18n'
import type { Locale } from '../../../shared/types/news'
import type { WebSettings } from '../../../shared/types/site'

export interface LoginTexts {
  title: string
  intro: string
  submit: string
  registerTitle: string
  registerIntro: string
  register: string
}

/**
 * SPEC §3 web settings carry the login and register texts (edited with the
 * site's English content); Arabic pages read the Arabic catalogue instead, so
 * an Arabic form never mixes in English copy.
 */
export function loginTexts(locale: Locale, settings: Pick<WebSettings, 'loginTexts' | 'registerTexts'>, t: Translate): LoginTexts {
  if (locale === 'en') {
    return {
      title: settings.loginTexts.title,
      intro: settings.loginTexts.intro,
      submit: settings.loginTexts.buttonText,
      registerTitle: settings.registerTexts.title,
      registerIntro: settings.registerTexts.intro,
      register: settings.registerTexts.buttonText,
    }
  }
  return {
    title: t('login.title'),
    intro: t('login.intro'),
    submit: t('login.submit'),
    registerTitle: t('login.registerTitle'),
    registerIntro: t('login.registerIntro'),
    register: t('login.register'),
  }
}
