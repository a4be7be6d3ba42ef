import { useEffect, type RefObject } from 'react'
import { returnFocusTo, takeOpener } from '../router/focus-return'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * While an overlay is open: focus moves into it, Tab cycles inside it (and a Tab
 * while focus is outside it moves to its first item, Shift+Tab to its last),
 * Escape closes it, and focus returns to what opened it (unless it has already moved on outside).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onClose: () => void): void {
  useEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const opener = takeOpener()
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE))
    focusables()[0]?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables()
      if (items.length === 0) return
      const first = items[0]!
      const last = items[items.length - 1]!
      // Focus can leave the root without a Tab (the focused node was removed or disabled, or a
      // click landed outside): the next Tab brings it back in rather than walking the page behind.
      if (!root.contains(document.activeElement)) {
        event.preventDefault()
        const target = event.shiftKey ? last : first
        target.focus()
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      // Focus the visitor or another overlay already put somewhere else stays there: an overlay
      // opened above this one (this trap pausing under it) must not have its focus taken back.
      const now = document.activeElement
      if (now && now !== document.body && now.isConnected && !root.contains(now)) return
      returnFocusTo(opener)
    }
  }, [ref, active, onClose])
}
