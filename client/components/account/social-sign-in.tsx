import { useT } from '../../hooks/use-t'

const PROVIDERS = ['Google', 'Apple', 'Facebook'] as const

/**
 * SPEC §2.10: the login form shows three social sign-in buttons. None is
 * configured, so each is shown disabled and says so (in its name, since a
 * disabled button cannot be focused to read a hint).
 */
export function SocialSignIn() {
  const t = useT()
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__title">{t('login.socialTitle')}</p>
      <ul className="social-sign-in__list">
        {PROVIDERS.map((provider) => (
          <li key={provider}>
            <button type="button" className="social-sign-in__button" disabled>
              {provider}
              <span className="social-sign-in__state"> ({t('login.socialUnavailable')})</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="social-sign-in__note">{t('login.socialNote')}</p>
    </div>
  )
}
