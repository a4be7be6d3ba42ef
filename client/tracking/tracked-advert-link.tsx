import { type ReactNode, useRef } from 'react'
import type { TrackedAdvert } from '../../shared/rules/advert-tracking'
import { useT } from '../hooks/use-t'
import { useAdvertTracking } from './use-advert-tracking'

/**
 * An advert's link with its events (issue 12 §3): loaded when it is put in place,
 * an impression once per route when it is really seen, a click when clicked.
 * A link off the site opens in a new tab, marked as sponsored and announced to
 * screen readers as the site's other new-tab links are; a '/...' one is an app
 * link (client/router/use-spa-links.ts).
 */
export function TrackedAdvertLink({
  advert,
  routeUrl,
  className,
  data,
  children,
}: {
  advert: TrackedAdvert
  routeUrl: string
  className: string
  /** data-* attributes naming the advert in the page (tests and tag managers read them). */
  data: Record<`data-${string}`, string | number>
  children: ReactNode
}) {
  const t = useT()
  const link = useRef<HTMLAnchorElement>(null)
  const onClick = useAdvertTracking(link, advert, routeUrl)
  const external = /^https?:\/\//.test(advert.url)
  return (
    <a
      ref={link}
      href={advert.url}
      className={className}
      onClick={onClick}
      {...data}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer sponsored' } : {})}
    >
      {children}
      {external ? <span className="visually-hidden"> {t('link.opensNewTab')}</span> : null}
    </a>
  )
}
