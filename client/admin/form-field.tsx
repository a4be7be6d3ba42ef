import type { ReactNode } from 'react'

/**
 * A field of a back-office form (vouchers, accounts): a visible label, the
 * control (whose id is `id`), and its error beside it, tied by aria-describedby.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** aria-describedby and aria-invalid for a control of FormField. */
export function fieldAria(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return { 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined }
}
