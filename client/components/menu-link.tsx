import type { ReactNode } from 'react'
import type { MenuItem } from '../../shared/types/site'
import { useT } from '../hooks/use-t'
import { WidgetIcon } from './widgets/widget-icon'

/**
 * A menu entry (SPEC §2.3 item fields): internal slugs navigate in the app,
 * external ones leave it, and new-tab entries say so to screen readers.
 * The item's icon is decoration beside the name (aria-hidden), so the name
 * alone stays the link's accessible name; an unknown icon name draws nothing.
 */
export function MenuLink({ item, className, children }: { item: MenuItem; className?: string; children?: ReactNode }) {
  const t = useT()
  const classes = [className, item.customClass, item.icon ? 'menu-link--icon' : ''].filter(Boolean).join(' ') || undefined
  const href = item.isExternal ? item.slug : internalHref(item.slug)
  return (
    <a
      href={href}
      className={classes}
      {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.isExternal && !item.newTab ? { rel: 'external noopener' } : {})}
    >
      {item.icon ? <WidgetIcon name={item.icon} /> : null}
      {children ?? item.name}
      {item.newTab ? <span className="visually-hidden"> {t('link.opensNewTab')}</span> : null}
    </a>
  )
}

function internalHref(slug: string): string {
  return slug.startsWith('/') ? slug : `/${slug}`
}
