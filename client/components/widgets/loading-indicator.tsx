import { useT } from '../../hooks/use-t'

/**
 * SPEC §2.10 inline 'Loading...' indicator, also the search overlay's loader
 * (with its own label and placement class).
 */
export function LoadingIndicator({ label, className }: { label?: string; className?: string }) {
  const t = useT()
  return (
    <p className={className ? `loading-indicator ${className}` : 'loading-indicator'} role="status">
      <span className="loading-indicator__dot" aria-hidden="true" />
      {label ?? t('widget.loading')}
    </p>
  )
}
