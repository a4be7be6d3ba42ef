import { type CSSProperties, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay } from '../../state/ui-state'
import { MenuLink } from '../menu-link'

/** Where the burger sits while the menu is open (viewport px), so the menu's own toggle can take its place. */
interface TogglePlace {
  top: number
  left: number
  bottom: number
}

/**
 * SPEC §2.3 main menu, opened by the burger: traps focus, closes on Escape or a click on the underlay.
 * SPEC §2.4 has the burger toggle the menu, but the underlay covers it while the menu is open, so the
 * menu's close button takes the burger's place on screen: the same spot opens and closes the menu.
 */
export function MainMenu({ toggleRef }: { toggleRef: RefObject<HTMLElement | null> }) {
  const { chrome, ui } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const close = useCallback(() => closeOverlay(store.ui, 'menu'), [store])
  const place = useTogglePlace(toggleRef, ui.menuOpen)
  // The background lock follows ui.lockBackground (SPEC §4.8), set by the overlay rule.
  useFocusTrap(panel, ui.menuOpen, close)
  const closeStyle: CSSProperties | undefined = place ? { top: place.top, left: place.left, right: 'auto' } : undefined
  const panelStyle: CSSProperties | undefined = place ? { paddingTop: Math.max(72, place.bottom + 16) } : undefined
  return (
    <div className={`main-menu${ui.menuOpen ? ' is-open' : ''}`} hidden={!ui.menuOpen}>
      <div className="main-menu__underlay" onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        id="main-menu"
        className="main-menu__panel"
        style={panelStyle}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.main')}
      >
        <button type="button" className="main-menu__close" style={closeStyle} onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('nav.closeMenu')}</span>
        </button>
        <nav aria-label={t('nav.main')}>
          <ul className="main-menu__list">
            {chrome.menus.main.map((item) => (
              <li key={item.name}>
                <MenuLink item={item} className="main-menu__link" />
              </li>
            ))}
          </ul>
          {chrome.menus.featured.length > 0 ? (
            <ul className="main-menu__featured">
              {chrome.menus.featured.map((item) => (
                <li key={item.name}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      </div>
    </div>
  )
}

/**
 * The burger's box while the menu is open, measured before paint and again on resize (the page is
 * locked, so it does not scroll meanwhile). Null when the burger takes no space: the close button
 * then keeps its corner.
 */
function useTogglePlace(toggleRef: RefObject<HTMLElement | null>, open: boolean): TogglePlace | null {
  const [place, setPlace] = useState<TogglePlace | null>(null)
  useLayoutEffect(() => {
    const toggle = toggleRef.current
    if (!open || !toggle) {
      setPlace(null)
      return
    }
    const measure = () => {
      const box = toggle.getBoundingClientRect()
      const shown = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
      setPlace(shown ? { top: box.top, left: box.left, bottom: box.bottom } : null)
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [toggleRef, open])
  return place
}
