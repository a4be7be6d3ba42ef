import { type KeyboardEvent, useRef, useState } from 'react'

/** One button of the formatting toolbar. */
export interface ToolbarButton {
  id: string
  /** The accessible name (the visible glyph is a hint for sighted editors). */
  label: string
  glyph: string
  /** On or off for toggles (aria-pressed); undefined for actions (link, picture, undo). */
  pressed?: boolean
  disabled?: boolean
  run: () => void
}

interface Props {
  label: string
  dir: 'ltr' | 'rtl'
  buttons: readonly ToolbarButton[]
  /** The editable area this toolbar formats. */
  controls: string
}

/**
 * A toolbar as the ARIA pattern has it (issue 19 §2): one tab stop, arrow keys
 * move between buttons (mirrored right to left), Home and End jump to the ends.
 * Unavailable buttons stay focusable with aria-disabled, so a keyboard user
 * still finds undo before there is anything to undo.
 */
export function ArticleBodyToolbar({ label, dir, buttons, controls }: Props) {
  const [current, setCurrent] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  const move = (index: number) => {
    const next = (index + buttons.length) % buttons.length
    setCurrent(next)
    refs.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const target = { [forward]: current + 1, [back]: current - 1, Home: 0, End: buttons.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    move(target)
  }

  return (
    <div className="article-body-editor__toolbar" role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={onKeyDown}>
      {buttons.map((button, index) => (
        <button
          key={button.id}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          className="article-body-editor__button"
          aria-label={button.label}
          title={button.label}
          aria-pressed={button.pressed}
          aria-disabled={button.disabled || undefined}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            if (!button.disabled) button.run()
          }}
        >
          <span aria-hidden="true">{button.glyph}</span>
        </button>
      ))}
    </div>
  )
}
