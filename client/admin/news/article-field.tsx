import type { ReactNode } from 'react'

/** The ids that tie a field to its label, hint and error (aria-describedby). */
export function fieldIds(name: string) {
  return { input: `article-${name}`, hint: `article-${name}-hint`, error: `article-${name}-error` }
}

/** aria-describedby for a field: its hint and, when there is one, its error. */
export function describedBy(name: string, hasHint: boolean, error: string | undefined): string | undefined {
  const ids = fieldIds(name)
  return [hasHint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined
}

/**
 * One field of the article form: a visible label, an optional hint, the
 * control, and its error right beside it.
 */
export function ArticleField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string
  label: string
  hint?: ReactNode
  error: string | undefined
  children: ReactNode
}) {
  const ids = fieldIds(name)
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <label htmlFor={ids.input}>{label}</label>
      {hint ? (
        <p className="admin-hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="admin-error" id={ids.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
