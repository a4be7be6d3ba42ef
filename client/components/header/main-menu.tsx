import { useCallback, useRef } from 'react'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay } from '../../state/ui-state'
import { MenuLink } from '../menu-link'

/** SPEC §2.3 main menu, opened by the burger: traps focus, closes on Escape or a click on the underlay. */
export function MainMenu() {
  const { chrome, ui } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const close = useCallback(() => closeOverlay(store.ui, 'menu'), [store])
  // The background lock follows ui.lockBackground (SPEC §4.8), set by the overlay rule.
  useFocusTrap(panel, ui.menuOpen, close)
  return (
    <div className={`main-menu${ui.menuOpen ? ' is-open' : ''}`} hidden={!ui.menuOpen}>
      <div className="main-menu__underlay" onClick={close} aria-hidden="true" />
      <div ref={panel} id="main-menu" className="main-menu__panel" role="dialog" aria-modal="true" aria-label={t('nav.main')}>
        <button type="button" className="main-menu__close" onClick={close}>
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
