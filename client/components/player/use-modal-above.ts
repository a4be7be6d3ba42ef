import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether another modal dialog (the login prompt, the upgrade promo, the
 * account panel…) is showing over the player: while one is, it holds the
 * focus and Escape, not the player. Read from the document rather than the
 * overlay flags, so a flag whose overlay is not built yet never leaves the
 * player without a keyboard.
 */
export function useModalAbove(own: RefObject<HTMLElement | null>): boolean {
  const [above, setAbove] = useState(false)
  useEffect(() => {
    const check = () =>
      setAbove(
        Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).some(
          (dialog) => dialog !== own.current && !dialog.closest('[hidden]'),
        ),
      )
    check()
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'aria-modal'] })
    return () => observer.disconnect()
  }, [own])
  return above
}
