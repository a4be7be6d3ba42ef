import { useCallback, useRef } from 'react'
import { withReturnTo } from '../../../shared/rules/sign-on-link'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { useHydrated } from '../../hooks/use-viewer'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay } from '../../state/ui-state'
import { StreamDeviceList } from '../account/stream-device-list'
import { AccountSummary } from './account-summary'
import { AdminSiteStatus } from './admin-site-status'

const ADVERTS_REPORT_PATH = '/account/adverts-report'

/**
 * SPEC §2.10 account summary in a 320 px side panel, toggled by the profile
 * button. Logged out it carries the §1 promo message with Log In and
 * Register links, which go out to the sign-on portal and bring the supporter
 * back to this page; logged in, the account summary and the devices
 * streaming live on the account now (issue 10 §4), each of which can be ended.
 * An administrator also gets the way to the advertisers' report (issue 12 §5),
 * which nothing else on the site links to.
 */
export function AccountPanel() {
  const { chrome, payload, ui, user } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const close = useCallback(() => closeOverlay(store.ui, 'accountHeader'), [store])
  useFocusTrap(panel, ui.accountHeaderOpen, close)
  const { links } = chrome.settings
  // Issue 22 §1: the summary names the supporter (name, email, id): never in the HTML, which may be a
  // copy shared by their viewer class. The panel is closed until pressed, so nothing moves when it comes.
  const hydrated = useHydrated()
  return (
    <div className={`account-panel${ui.accountHeaderOpen ? ' is-open' : ''}`} hidden={!ui.accountHeaderOpen}>
      <div className="overlay-underlay" onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        id="account-panel"
        className="account-panel__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="account-panel-title"
      >
        <div className="account-panel__head">
          <h2 id="account-panel-title" className="account-panel__title">
            {t('account.title')}
          </h2>
          <button type="button" className="overlay-close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('account.close')}</span>
          </button>
        </div>
        {user.loggedIn ? (
          hydrated ? (
            <>
              <AccountSummary />
              {user.role === 'admin' ? (
                <p className="account-panel__admin">
                  {/* A page of the site: the panel closes as the app navigates there. */}
                  <a href={ADVERTS_REPORT_PATH} onClick={close}>
                    {t('account.advertsReport')}
                  </a>
                </p>
              ) : null}
              {user.role === 'admin' && ui.accountHeaderOpen ? <AdminSiteStatus /> : null}
              {/* Read each time the panel opens: the devices change while it is closed. */}
              {ui.accountHeaderOpen && !user.blocked ? (
                <div className="account-panel__devices">
                  <StreamDeviceList variant="light" />
                </div>
              ) : null}
            </>
          ) : null
        ) : (
          <div className="account-panel__body">
            <p className="account-panel__promo">{t('account.promo')}</p>
            <div className="account-panel__actions">
              <a className="chrome-button chrome-button--primary" href={withReturnTo(links.login, payload.url)}>
                {t('account.logIn')}
              </a>
              <a className="chrome-button chrome-button--ghost" href={withReturnTo(links.register, payload.url)}>
                {t('account.register')}
              </a>
            </div>
          </div>
        )}
      </div>
    </div>
  )
}
