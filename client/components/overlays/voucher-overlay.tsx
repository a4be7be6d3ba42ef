import { type FormEvent, useCallback, useId, useRef, useState } from 'react'
import { voucherCode } from '../../../shared/rules/voucher-code'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { redeemVoucher, type VoucherOutcome } from '../../payments/redeem-voucher'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay, openLoginPrompt, openPackages } from '../../state/ui-state'

type Shown = { tone: 'error' | 'success'; text: string; chooseSubscription?: boolean }

/**
 * SPEC §2.9 voucher overlay: full-screen, a text input, a confirm button and
 * 'Cancel'; it locks page scrolling while open (the §4.8 rule). Opened from
 * the first call-to-action block of the packages widget's footer.
 */
export function VoucherOverlay() {
  const store = useStore()
  const { ui } = useAppSnapshot()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const inputId = useId()
  const messageId = useId()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [shown, setShown] = useState<Shown | null>(null)
  const close = useCallback(() => closeOverlay(store.ui, 'voucher'), [store])
  useFocusTrap(panel, ui.voucherOpen, close)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // SPEC §5 sets no rule on the code; an empty one is not worth a call.
    const parsed = voucherCode(code)
    if (code.trim() === '') {
      setShown({ tone: 'error', text: t('voucher.empty') })
      return
    }
    setBusy(true)
    setShown({ tone: 'success', text: t('voucher.checking') })
    const outcome = await redeemVoucher(store, parsed ?? code.trim())
    setBusy(false)
    if (outcome.kind === 'loginNeeded') {
      close()
      openLoginPrompt(store.ui, t('voucher.loginNeeded'))
      return
    }
    setShown(describe(outcome, parsed ?? code.trim(), t))
  }

  return (
    <div ref={panel} className="voucher-overlay" role="dialog" aria-modal="true" aria-labelledby="voucher-title">
      <form className="voucher-overlay__box" onSubmit={submit} noValidate>
        <h2 id="voucher-title" className="voucher-overlay__title">
          {t('voucher.title')}
        </h2>
        <p>{t('voucher.text')}</p>
        <label htmlFor={inputId} className="voucher-overlay__label">
          {t('voucher.label')}
        </label>
        <input
          id={inputId}
          className="voucher-overlay__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={shown ? messageId : undefined}
          aria-invalid={shown?.tone === 'error' || undefined}
        />
        <p id={messageId} className={`voucher-overlay__message voucher-overlay__message--${shown?.tone ?? 'none'}`} role="status">
          {shown?.text ?? ''}
        </p>
        {shown?.chooseSubscription ? (
          <button type="button" className="chrome-button chrome-button--ghost" onClick={() => openPackages(store.ui, 'membership')}>
            {t('voucher.chooseSubscription')}
          </button>
        ) : null}
        <div className="voucher-overlay__actions">
          <button type="submit" className="chrome-button chrome-button--primary" aria-disabled={busy || undefined}>
            {t('voucher.confirm')}
          </button>
          <button type="button" className="chrome-button chrome-button--ghost" onClick={close}>
            {t('voucher.cancel')}
          </button>
        </div>
      </form>
    </div>
  )
}

function describe(outcome: Exclude<VoucherOutcome, { kind: 'loginNeeded' }>, code: string, t: ReturnType<typeof useT>): Shown {
  // SPEC §5's own line first: 'Voucher redeemed : ' plus the code.
  if (outcome.kind === 'pass') {
    return { tone: 'success', text: `${t('voucher.redeemed', { code })} ${t('voucher.passUnlocked', { label: outcome.label })}` }
  }
  if (outcome.kind === 'promotion') {
    return {
      tone: 'success',
      text: `${t('voucher.redeemed', { code })} ${t('voucher.promotion', { label: outcome.label })}`,
      chooseSubscription: true,
    }
  }
  if (outcome.kind === 'refused') return { tone: 'error', text: outcome.message }
  return { tone: 'error', text: t('voucher.failed') }
}
