import { useEffect, useState } from 'react'
import { adSizeOf } from '../../../shared/images'
import { type PageAdvertPlacement, pickPageAdvert } from '../../../shared/rules/page-advert'
import type { Advert } from '../../../shared/types/advert'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'
import { lazyPart } from '../lazy-part'

// The request, the link and its tracking load when the slot asks for its advert (page-advert-fill.tsx).
const PageAdvertLink = lazyPart(() => import('./page-advert-fill').then((m) => m.PageAdvertLink))

type Slot = { state: 'loading' } | { state: 'shown'; advert: Advert } | { state: 'empty' }

/**
 * An in-page "Advert (other)" (SPEC §3): the news article's banner after the story
 * and the fixtures page's between its months. Filled in the browser after load, and
 * again after every route change, from GET /api/experiments/data (§7) with one
 * advert picked by shared/rules/page-advert.ts, so a cached page never carries an
 * advert past its window (§5). Its box is in the server's HTML at the size the
 * advert will have (page-advert.css), so the advert arriving moves nothing. With
 * advertising off, nothing eligible or a failed load (logged only), the area is
 * empty (§8.3).
 */
export function PageAdvertSlot({ placement }: { placement: PageAdvertPlacement }) {
  const { chrome, ui, payload } = useAppSnapshot()
  const t = useT()
  const [slot, setSlot] = useState<Slot>({ state: 'loading' })
  const childFriendlyMode = chrome.childFriendly
  const disabled = ui.advertisingDisabled
  // biome-ignore lint/correctness/useExhaustiveDependencies: payload.url is the trigger: a new pick on every route change.
  useEffect(() => {
    if (disabled) return
    setSlot({ state: 'loading' })
    const controller = new AbortController()
    import('./page-advert-fill')
      .then(({ loadPageAdverts }) => loadPageAdverts(controller.signal))
      .then((adverts) => {
        if (controller.signal.aborted) return
        const pick = pickPageAdvert(adverts, { placement, childFriendlyMode })
        setSlot(pick.state === 'noneEligible' ? { state: 'empty' } : { state: 'shown', advert: pick.advert })
      })
      .catch((err: unknown) => {
        // The chunk itself could not load (offline, or gone after a deploy): logged only (SPEC §8.3).
        console.warn('page advert failed to load', err instanceof Error ? err.message : String(err))
        if (!controller.signal.aborted) setSlot({ state: 'empty' })
      })
    return () => controller.abort()
  }, [payload.url, placement, childFriendlyMode, disabled])
  if (disabled || slot.state === 'empty') return null
  const square = slot.state === 'shown' && adSizeOf(slot.advert.advertData.images.desktop.imageSize) === 'mpu'
  return (
    <div
      className={`page-advert page-advert--${placement}${square ? ' page-advert--square' : ''}`}
      data-placement={placement}
      data-state={slot.state}
    >
      <p className="page-advert__label">{t('advert.label')}</p>
      <div className="page-advert__box">
        {slot.state === 'shown' ? <PageAdvertLink placement={placement} advert={slot.advert} routeUrl={payload.url} /> : null}
      </div>
    </div>
  )
}
