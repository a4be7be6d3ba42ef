import { useCallback, useEffect, useId, useRef } from 'react'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay } from '../../state/ui-state'
import { LoginForm } from '../account/login-form'

/**
 * SPEC §2.10, §4.8, §4.10 login prompt: the login form over the page, opened
 * where an action needs a signed-in supporter, with the reason it was opened
 * (ui.loginPrompt.message, e.g. 'You must be logged in to purchase'). It
 * keeps focus inside, closes on Escape, its close button or the underlay,
 * and closes itself once the supporter is logged in.
 */
export function LoginPrompt() {
  const { ui, payload } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const messageId = useId()
  const close = useCallback(() => closeOverlay(store.ui, 'loginPrompt'), [store])
  useFocusTrap(panel, ui.loginPromptOpen, close)
  // After the trap (which focuses the first control, the close button): the supporter starts at the email field
  // (with OIDC, where there is no form, at Log In).
  useEffect(() => {
    if (ui.loginPromptOpen) panel.current?.querySelector<HTMLElement>('input, a.login-form__submit')?.focus()
  }, [ui.loginPromptOpen])
  if (!ui.loginPromptOpen) return null
  const message = ui.loginPrompt.message
  return (
    <div className="login-prompt">
      <div className="overlay-underlay" onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        className="login-prompt__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
      >
        <button type="button" className="overlay-close login-prompt__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('login.closePrompt')}</span>
        </button>
        {message ? (
          <p id={messageId} className="login-prompt__message">
            {message}
          </p>
        ) : null}
        <LoginForm returnHere={payload.url} titleLevel={2} titleId={titleId} onSignedIn={close} />
      </div>
    </div>
  )
}
