import { useEffect, useRef, useState } from 'react'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'
import { LOADING_HIDE_MS, LOADING_RUN_MS, LOADING_THROTTLE_MS } from '../../../shared/timing'

type Phase = 'idle' | 'running' | 'finished' | 'failed'

/** A 2 px bar across the top of the window while a client navigation fetches its page. */
export function LoadingBar() {
  const { navigating, ui } = useAppSnapshot()
  const t = useT()
  const [phase, setPhase] = useState<Phase>('idle')
  const phaseRef = useRef(phase)
  phaseRef.current = phase
  useEffect(() => {
    if (navigating) {
      const start = setTimeout(() => setPhase('running'), LOADING_THROTTLE_MS)
      return () => clearTimeout(start)
    }
    // Quick navigations finish inside the throttle and never show the bar.
    if (phaseRef.current !== 'running') return
    setPhase(ui.navigationFailed ? 'failed' : 'finished')
    const hide = setTimeout(() => setPhase('idle'), LOADING_HIDE_MS)
    return () => clearTimeout(hide)
  }, [navigating, ui.navigationFailed])
  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      role="progressbar"
      aria-label={t('loading.label')}
      aria-hidden={phase === 'idle'}
      style={{ ['--loading-run' as string]: `${LOADING_RUN_MS}ms`, ['--loading-hide' as string]: `${LOADING_HIDE_MS}ms` }}
    />
  )
}
