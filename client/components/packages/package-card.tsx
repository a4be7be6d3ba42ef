import { useRef, useState } from 'react'
import { imageUrl } from '../../../shared/images'
import { mustCancelCheaperFirst, ownsPackage } from '../../../shared/rules/buy-flow'
import type { Package } from '../../../shared/types/payments'
import { useT } from '../../hooks/use-t'
import { ManageSubscriptions } from '../../payments/manage-subscriptions'
import { useAppSnapshot } from '../../state/store-context'
import { WidgetIcon } from '../widgets/widget-icon'
import { PriceButton } from './price-button'

/** SPEC §9.5: 480 px, plus 80 px for every price option beyond two. */
export function cardMinHeight(priceCount: number): number {
  return 480 + 80 * Math.max(0, priceCount - 2)
}

const HEADER_IMAGE = { width: 640, height: 360 }

/**
 * SPEC §2.8 package card: a front with the package and its price buttons,
 * and a back with the options text; the info icon flips it, the close icon
 * returns. The face out of view is inert, so keyboard and screen reader
 * users meet one face at a time, and focus follows the flip.
 */
export function PackageCard({ pkg }: { pkg: Package }) {
  const t = useT()
  const { user } = useAppSnapshot()
  const [flipped, setFlipped] = useState(false)
  const infoButton = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const { attributes: a } = pkg
  // Issue 22 §1: the page is rendered for the viewer's class, so this is right from the first paint.
  const loggedIn = user.loggedIn
  const owned = ownsPackage(
    loggedIn,
    user.ownedEntitlements,
    a.packageType,
    a.priceData.map((p) => ({ entitlements: p.accessData.entitlements, matchID: p.matchID })),
  )
  // SPEC §4.11: said before any press, with the portal to cancel the cheaper subscription in.
  const cancelFirst = mustCancelCheaperFirst(
    { loggedIn, held: user.ownedEntitlements, packageType: a.packageType, purchasable: a.purchasable },
    a.priceData.map((p) => ({ entitlements: p.accessData.entitlements })),
  )
  const flip = (toBack: boolean) => {
    setFlipped(toBack)
    // After the face changes: the other face's control takes focus.
    requestAnimationFrame(() => (toBack ? closeButton : infoButton).current?.focus())
  }
  const titleId = `package-${pkg.id}-title`
  const background = a.styleData.displayType === 'background-image' && a.styleData.backgroundImageKey
  return (
    <article
      className={`package-card package-card--${a.styleData.styleMode === 'dark' ? 'dark' : 'light'}${flipped ? ' is-flipped' : ''}`}
      style={{ minHeight: cardMinHeight(a.priceData.length) }}
      aria-labelledby={titleId}
      data-package={pkg.id}
    >
      <div className="package-card__inner">
        <div className="package-card__face package-card__front" inert={flipped} aria-hidden={flipped || undefined}>
          <div
            className={`package-card__media${background ? ' package-card__media--image' : ''}`}
            style={background ? { backgroundImage: `url(${imageUrl(a.styleData.backgroundImageKey, HEADER_IMAGE)})` } : undefined}
          >
            {background ? null : (
              <span className="package-card__icon">
                <WidgetIcon name={a.styleData.icon === 'headphones' ? 'play' : a.styleData.icon} />
              </span>
            )}
            {a.styleData.customLabel ? <span className="package-card__label">{a.styleData.customLabel}</span> : null}
          </div>
          <div className="package-card__body">
            <h3 id={titleId} className="package-card__title">
              {a.title}
            </h3>
            <p className="package-card__description">{a.description}</p>
            {owned ? <p className="package-card__owned">{t('packages.owned')}</p> : null}
            {a.purchasable.allowed ? null : (
              <p className="package-card__unavailable">{t(`packages.refused.${a.purchasable.reason ?? 'unknownCountry'}`)}</p>
            )}
            {cancelFirst ? (
              <div className="package-card__cancel-first">
                <p className="package-card__unavailable">{t('packages.refused.cancelCheaperFirst')}</p>
                <ManageSubscriptions place="card" />
              </div>
            ) : null}
            <ul className="package-card__prices">
              {a.priceData.map((price) => (
                <li key={price.id}>
                  {price.offer ? <p className="package-card__offer">{price.offer}</p> : null}
                  <PriceButton pkg={pkg} price={price} />
                </li>
              ))}
            </ul>
            {loggedIn ? null : <p className="package-card__logged-out">{t('packages.loggedOut')}</p>}
          </div>
          <button ref={infoButton} type="button" className="package-card__flip" onClick={() => flip(true)}>
            <WidgetIcon name="info" />
            <span className="visually-hidden">{t('packages.info', { title: a.title })}</span>
          </button>
        </div>
        <div className="package-card__face package-card__back" inert={!flipped} aria-hidden={!flipped || undefined}>
          <h3 className="package-card__title">{a.title}</h3>
          {a.priceData.map((price) => (
            <div key={price.id} className="package-card__options">
              {price.backsideText ? <p className="package-card__backside">{price.backsideText}</p> : null}
              {/* Rich text from the CMS (SPEC §3 furtherInformation), written by the club's editors. */}
              <div className="package-card__info" dangerouslySetInnerHTML={{ __html: price.furtherInformation }} />
            </div>
          ))}
          <button ref={closeButton} type="button" className="package-card__flip" onClick={() => flip(false)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('packages.closeInfo', { title: a.title })}</span>
          </button>
        </div>
      </div>
    </article>
  )
}
