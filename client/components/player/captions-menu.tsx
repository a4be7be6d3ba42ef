import { useEffect, useId, useRef, useState } from 'react'
import { captionMenuOrder } from '../../../shared/rules/caption-choice'
import { CAPTION_NAMES, type CaptionLanguage } from '../../../shared/rules/hls-subtitles'
import { useT } from '../../hooks/use-t'

interface CaptionsMenuProps {
  languages: CaptionLanguage[]
  chosen: CaptionLanguage | null
  locale: 'en' | 'ar'
  onChoose: (language: CaptionLanguage | null) => void
}

/**
 * Issue 20 §6: the player's Captions button, shown only when the stream has
 * captions. A real <button> (keyboard reachable, visible focus from
 * chrome-button) that opens a small list: Off and each language in its own
 * name, the page's language first; the one showing is aria-pressed. Escape
 * closes the list and gives focus back to the button.
 */
export function CaptionsMenu({ languages, chosen, locale, onChoose }: CaptionsMenuProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const choose = (language: CaptionLanguage | null) => {
    onChoose(language)
    setOpen(false)
    button.current?.focus()
  }
  const options: Array<{ value: CaptionLanguage | null; label: string; lang?: string }> = [
    { value: null, label: t('player.captionsOff') },
    ...captionMenuOrder(languages, locale).map((language) => ({ value: language, label: CAPTION_NAMES[language], lang: language })),
  ]

  return (
    <div className="video-stage__captions">
      <button
        ref={button}
        type="button"
        className="chrome-button video-stage__captions-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-pressed={chosen !== null}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm2 5v4h4v-1.5H7.5v-1H10V10H6zm8 0v4h4v-1.5h-2.5v-1H18V10h-4z"
          />
        </svg>
        {t('player.captions')}
      </button>
      <ul id={listId} className="video-stage__captions-list" hidden={!open} aria-label={t('player.captions')}>
        {options.map((option) => (
          <li key={option.value ?? 'off'}>
            <button
              type="button"
              className="chrome-button video-stage__captions-option"
              aria-pressed={chosen === option.value}
              lang={option.lang}
              onClick={() => choose(option.value)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
