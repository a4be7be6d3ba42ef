import { useState } from 'react'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'

/**
 * SPEC §1, §4.2 child-friendly mode switch. The server keeps the choice in
 * the child_friendly cookie and filters adverts and sponsors before they
 * reach the HTML, so the page reloads to fetch them again.
 */
export function ChildFriendlySwitch() {
  const { ui } = useAppSnapshot()
  const t = useT()
  const [busy, setBusy] = useState(false)
  const toggle = async () => {
    setBusy(true)
    try {
      const response = await fetch('/api/preferences/child-friendly', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ enabled: !ui.childFriendly }),
      })
      if (!response.ok) throw new Error(`preference answered ${response.status}`)
      location.reload()
    } catch (err) {
      console.warn('child-friendly preference failed', err instanceof Error ? err.message : String(err))
      setBusy(false)
    }
  }
  return (
    <div className="child-friendly">
      <button
        type="button"
        role="switch"
        aria-checked={ui.childFriendly}
        aria-describedby="child-friendly-hint"
        className="child-friendly__switch"
        disabled={busy}
        onClick={toggle}
      >
        <span className="child-friendly__track" aria-hidden="true">
          <span className="child-friendly__thumb" />
        </span>
        {t('childFriendly.label')}
      </button>
      <span id="child-friendly-hint" className="child-friendly__hint">
        {t('childFriendly.hint')}
      </span>
    </div>
  )
}
