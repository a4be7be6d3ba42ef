import { useRef } from 'react'
import type { Package } from '../../../shared/types/payments'
import { useLazySwiper } from '../../hooks/use-lazy-swiper'
import { useT } from '../../hooks/use-t'
import { PackageCard } from './package-card'

/**
 * SPEC §9.5 packages carousel: type full-3, no end card. The cards keep
 * their own width (288 px, 320 px from 760 px); swiper, loaded on demand,
 * slides them (client/hooks/use-lazy-swiper.ts).
 */
export function PackagesCarousel({ packages, label }: { packages: Package[]; label: string }) {
  const t = useT()
  const viewport = useRef<HTMLDivElement>(null)
  const { swiper, edges } = useLazySwiper(viewport)
  return (
    <div className="carousel carousel--full-3 packages-carousel">
      <div className="carousel__head packages-carousel__head">
        <div className="carousel__nav" hidden={!edges.ready}>
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('carousel.previous')}
            disabled={edges.start}
            onClick={() => swiper.current?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('carousel.next')}
            disabled={edges.end}
            onClick={() => swiper.current?.slideNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className="swiper carousel__viewport" ref={viewport}>
        <ul className="swiper-wrapper carousel__track" aria-label={label}>
          {packages.map((pkg) => (
            <li key={pkg.id} className="swiper-slide carousel__slide packages-carousel__slide">
              <PackageCard pkg={pkg} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
