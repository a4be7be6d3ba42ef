import { truncateTitle } from '../../../shared/rules/formats'

/**
 * SPEC §9.1: a video title over 48 characters is shown cut, with '...'. The
 * eye gets the cut title (and the whole one on hover); assistive technology
 * gets the whole title only, so a link that holds it is named by all of it.
 * For titles inside a link with more in it (a search hit, a sidebar item),
 * where an aria-label on the link would hide the rest.
 */
export function CutTitle({ title, className }: { title: string; className?: string }) {
  const shown = truncateTitle(title)
  if (shown === title) return <span className={className}>{title}</span>
  return (
    <span className={className} title={title}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{title}</span>
    </span>
  )
}
