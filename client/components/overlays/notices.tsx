import { useEffect, useState } from 'react'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeAccountNotification, closeErrorNotification } from '../../state/ui-state'
import { ACCOUNT_NOTIFICATION_MS, ERROR_COUNTDOWN_SECONDS } from '../../../shared/timing'

/** SPEC §2.10, §4.8 account notification toast ('Logged In', 'Logged Out', …). */
export function AccountNotification() {
  const { ui } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const { display, message } = ui.accountNotification
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the 4 s.
  useEffect(() => {
    if (!display) return
    const timer = setTimeout(() => closeAccountNotification(store.ui), ACCOUNT_NOTIFICATION_MS)
    return () => clearTimeout(timer)
  }, [display, message, store])
  return (
    <div className="account-notification" role="status" aria-live="polite">
      {display ? (
        <div className="account-notification__toast">
          <span>{message}</span>
          <button type="button" className="overlay-close overlay-close--small" onClick={() => closeAccountNotification(store.ui)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('notice.close')}</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** SPEC §2.10, §4.8 error notification bar: title, message, close, and a 30 s countdown that closes it. */
export function ErrorNotification() {
  const { ui } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const { display, title, message } = ui.errorNotification
  const [left, setLeft] = useState(ERROR_COUNTDOWN_SECONDS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new title or message restarts the countdown.
  useEffect(() => {
    if (!display) return
    setLeft(ERROR_COUNTDOWN_SECONDS)
    const started = Date.now()
    const timer = setInterval(() => {
      const remaining = ERROR_COUNTDOWN_SECONDS - Math.floor((Date.now() - started) / 1000)
      if (remaining <= 0) closeErrorNotification(store.ui)
      else setLeft(remaining)
    }, 1000)
    return () => clearInterval(timer)
  }, [display, title, message, store])
  if (!display) return null
  return (
    <div className="error-notification" role="alert">
      <div className="error-notification__text">
        <strong className="error-notification__title">{title}</strong>
        <span>{message}</span>
      </div>
      <span className="error-notification__countdown">{t('notice.closesIn', { seconds: left })}</span>
      <button type="button" className="overlay-close overlay-close--small" onClick={() => closeErrorNotification(store.ui)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('notice.close')}</span>
      </button>
    </div>
  )
}
