import { useT } from '../../hooks/use-t'

/** SPEC §2.10 inline 'Loading...' indicator. */
export function LoadingIndicator() {
  const t = useT()
  return (
    <p className="loading-indicator" role="status">
      <span className="loading-indicator__dot" aria-hidden="true" />
      {t('widget.loading')}
    </p>
  )
}
