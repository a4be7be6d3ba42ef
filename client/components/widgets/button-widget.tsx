import { widgetLinkKind } from '../../../shared/rules/widget-link'
import type { ButtonBlock } from '../../../shared/types/page'
import { useT } from '../../hooks/use-t'
import { WidgetIcon } from './widget-icon'

/** SPEC §2.10 button: '/' links are internal (SPA), others external, optionally in a new tab; icon left or right. */
export function ButtonWidget({ block }: { block: ButtonBlock }) {
  const t = useT()
  const kind = widgetLinkKind(block.link)
  // A mailto:/tel: link opens the visitor's mail or phone app; a new tab would only be left empty.
  const newTab = kind === 'web' && block.newTab
  const icon = block.icon ? <WidgetIcon name={block.icon} /> : null
  return (
    <p className="widget-button">
      <a
        href={block.link}
        className={`button button--${block.style}`}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : kind === 'web' ? { rel: 'external' } : {})}
      >
        {block.iconAlign === 'left' ? icon : null}
        <span>{block.text}</span>
        {block.iconAlign === 'right' ? icon : null}
        {newTab ? <span className="visually-hidden"> {t('link.opensNewTab')}</span> : null}
      </a>
    </p>
  )
}
