import { useEffect, useState } from 'react'
import type { FooterSlotId, SlotAdvert } from '../../../shared/types/slot-advert'
import { FOOTER_ADVERT_DELAY_MS } from '../../../shared/timing'
import { useAppSnapshot } from '../../state/store-context'
import { lazyPart } from '../lazy-part'

const SlotAdvertLink = lazyPart(() => import('./footer-advert-fill').then((m) => m.SlotAdvertLink))

type SlotAdverts = Partial<Record<FooterSlotId, SlotAdvert>>

/**
 * SPEC §3 footer slots footerSlot1–3 (issue 12 §2): 2 s after every route change
 * (§4.8) each asks GET /api/advertising/slots/{slotID} for one random eligible
 * advert (the server applies §5 and child-friendly mode). A slot that gets
 * none stays empty; a failed load is logged only (§8.3). The squares are in the
 * server's HTML; what fills them loads with the adverts.
 */
export function FooterSlots({ slots }: { slots: readonly FooterSlotId[] }) {
  const { payload } = useAppSnapshot()
  const [adverts, setAdverts] = useState<SlotAdverts>({})
  const wanted = slots.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: payload.url is the trigger: new adverts 2 s after every route change.
  useEffect(() => {
    setAdverts({})
    if (wanted === '') return
    const controller = new AbortController()
    const fill = async () => {
      const { loadSlotAdvert } = await import('./footer-advert-fill')
      for (const slot of wanted.split(',') as FooterSlotId[]) {
        void loadSlotAdvert(slot, controller.signal).then((advert) => {
          if (advert && !controller.signal.aborted) setAdverts((shown) => ({ ...shown, [slot]: advert }))
        })
      }
    }
    const timer = setTimeout(() => {
      fill().catch((err: unknown) => console.warn('footer slot adverts failed to load', err instanceof Error ? err.message : String(err)))
    }, FOOTER_ADVERT_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [payload.url, wanted])
  return slots.map((slot) => {
    const advert = adverts[slot]
    return (
      <div key={slot} className="footer-slot" data-slot={slot}>
        {advert ? <SlotAdvertLink slot={slot} advert={advert} routeUrl={payload.url} /> : null}
      </div>
    )
  })
}
