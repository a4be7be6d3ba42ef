import { type FormEvent, useState } from 'react'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'

/**
 * SPEC §1, §4.2 child-friendly mode switch. The server keeps the choice in
 * the child_friendly cookie and filters adverts and sponsors before they
 * reach the HTML, so the page reloads to fetch them again. It is a form: a
 * tap before the footer's code has come (or without JavaScript) posts it and
 * the server sends the visitor back to this page.
 */
export function ChildFriendlySwitch() {
  const { ui, payload } = useAppSnapshot()
  const t = useT()
  const [busy, setBusy] = useState(false)
  const toggle = async (event: FormEvent) => {
    event.preventDefault()
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
    <form className="child-friendly" method="post" action="/api/preferences/child-friendly" onSubmit={toggle}>
      <input type="hidden" name="enabled" value={String(!ui.childFriendly)} />
      <input type="hidden" name="returnTo" value={payload.url} />
      <button
        type="submit"
        role="switch"
        aria-checked={ui.childFriendly}
        aria-describedby="child-friendly-hint"
        className="child-friendly__switch"
        disabled={busy}
      >
        <span className="child-friendly__track" aria-hidden="true">
          <span className="child-friendly__thumb" />
        </span>
        {t('childFriendly.label')}
      </button>
      <span id="child-friendly-hint" className="child-friendly__hint">
        {t('childFriendly.hint')}
      </span>
    </form>
  )
}
