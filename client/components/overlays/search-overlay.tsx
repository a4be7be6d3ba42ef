import { useCallback, useEffect, useRef, useState } from 'react'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay } from '../../state/ui-state'
import { SearchIcon } from '../header/site-header'
import { NewsSearch } from './search-news'
import { VideoSearch } from './search-videos'

/**
 * SPEC §2.5 search overlay: opened from the header's search button, with an
 * auto-focused input labelled 'Search' and a close button; it closes on a
 * route change (the overlay rule), a click on the underlay or Escape, and
 * keeps focus inside while open. The streamer layout searches videos, the
 * site searches news.
 */
export function SearchOverlay() {
  const { ui, payload } = useAppSnapshot()
  if (!ui.searchOpen) return null
  return <SearchDialog variant={payload.route.layout === 'streamer' ? 'videos' : 'news'} />
}

function SearchDialog({ variant }: { variant: 'news' | 'videos' }) {
  const store = useStore()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [term, setTerm] = useState('')
  const close = useCallback(() => closeOverlay(store.ui, 'search'), [store])
  useFocusTrap(panel, true, close)
  useEffect(() => input.current?.focus(), [])
  return (
    <div className="search-overlay">
      <div className="overlay-underlay search-overlay__underlay" onClick={close} aria-hidden="true" />
      <div ref={panel} id="search-overlay" className="search-overlay__panel" role="dialog" aria-modal="true" aria-label={t('search.label')}>
        <div className="search-overlay__bar">
          <form className="search-overlay__form" onSubmit={(event) => event.preventDefault()}>
            <SearchIcon />
            <input
              ref={input}
              type="search"
              className="search-overlay__input"
              aria-label={t('search.label')}
              placeholder={variant === 'videos' ? t('search.placeholderVideos') : t('search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
          </form>
          <button type="button" className="overlay-close search-overlay__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('search.close')}</span>
          </button>
        </div>
        {variant === 'videos' ? <VideoSearch term={term} /> : <NewsSearch term={term} />}
      </div>
    </div>
  )
}
