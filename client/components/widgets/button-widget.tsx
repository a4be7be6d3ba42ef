import type { ButtonBlock } from '../../../shared/types/page'
import { useT } from '../../hooks/use-t'
import { WidgetIcon } from './widget-icon'

/** SPEC §2.10 button: '/' links are internal (SPA), others external, optionally in a new tab; icon left or right. */
export function ButtonWidget({ block }: { block: ButtonBlock }) {
  const t = useT()
  const internal = block.link.startsWith('/')
  const newTab = !internal && block.newTab
  const icon = block.icon ? <WidgetIcon name={block.icon} /> : null
  return (
    <p className="widget-button">
      <a
        href={block.link}
        className={`button button--${block.style}`}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : internal ? {} : { rel: 'external' })}
      >
        {block.iconAlign === 'left' ? icon : null}
        <span>{block.text}</span>
        {block.iconAlign === 'right' ? icon : null}
        {newTab ? <span className="visually-hidden"> {t('link.opensNewTab')}</span> : null}
      </a>
    </p>
  )
}
