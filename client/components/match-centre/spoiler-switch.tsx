import { useEffect, useState } from 'react'
import { useT } from '../../hooks/use-t'

const STORAGE_KEY = 'club.showScoresAsTheyHappen'

/**
 * 'Show scores as they happen' (issue 21 §2), remembered in this browser. Off until the page has hydrated
 * (the server cannot know it), which only ever holds, never spoils.
 */
export function useShowAsTheyHappen(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false)
  useEffect(() => {
    try {
      setOn(window.localStorage.getItem(STORAGE_KEY) === '1')
    } catch {
      // Storage refused (a private window): the switch still works for this page.
    }
  }, [])
  const set = (next: boolean) => {
    setOn(next)
    try {
      if (next) window.localStorage.setItem(STORAGE_KEY, '1')
      else window.localStorage.removeItem(STORAGE_KEY)
    } catch {
      // As above: remembered for this page only.
    }
  }
  return [on, set]
}

export function SpoilerSwitch({ on, onChange, held }: { on: boolean; onChange: (on: boolean) => void; held: number }) {
  const t = useT()
  return (
    <div className="spoiler-switch">
      <label className="spoiler-switch__label">
        <input type="checkbox" role="switch" aria-checked={on} checked={on} onChange={(event) => onChange(event.currentTarget.checked)} />
        {t('matchCentre.showAsTheyHappen')}
      </label>
      <p className="spoiler-switch__held" role="status">
        {held > 0 ? t('matchCentre.heldForStream') : null}
      </p>
    </div>
  )
}
