import type { InputHTMLAttributes, Ref } from 'react'

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string
  label: string
  /** A message beside the field (SPEC §5 model errors); the field is marked invalid. */
  error?: string | null
  /** Marks the field invalid when its message is shown elsewhere (the form's alert). */
  invalid?: boolean
  /** The id of that message, so the field still names it. */
  describedBy?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A labelled input with its error beside it, tied together for assistive technology. */
export function FormField({ id, label, error, invalid, describedBy, inputRef, ...input }: FormFieldProps) {
  const errorId = `${id}-error`
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="form-field__input"
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
