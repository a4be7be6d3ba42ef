import { type FieldValues, type Path, type RegisterOptions, useFormContext } from 'react-hook-form'
import { FormField, fieldAria } from '../form-field'

/**
 * Issue 19 §4: the football forms' fields, bound to the form (react-hook-form
 * context): a label on each, the error beside it and tied to it. Empty number
 * and optional fields are null, as the API's schema has them.
 */
type Props<F extends FieldValues> = { name: Path<F>; label: string; hint?: string }

const idOf = (name: string) => `football-${name}`

function useField<F extends FieldValues>(name: Path<F>) {
  const { register, formState } = useFormContext<F>()
  const error = (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message
  return { register, error, id: idOf(name) }
}

export function TextInput<F extends FieldValues>({
  name,
  label,
  hint,
  type = 'text',
  nullable = false,
}: Props<F> & { type?: string; nullable?: boolean }) {
  const { register, error, id } = useField<F>(name)
  const options: RegisterOptions<F, Path<F>> = nullable ? { setValueAs: (v: string | null) => (v === '' || v === null ? null : v) } : {}
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input id={id} type={type} {...register(name, options)} {...fieldAria(id, error, Boolean(hint))} />
    </FormField>
  )
}

export function NumberInput<F extends FieldValues>({ name, label, hint }: Props<F>) {
  const { register, error, id } = useField<F>(name)
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        inputMode="numeric"
        {...register(name, { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) })}
        {...fieldAria(id, error, Boolean(hint))}
      />
    </FormField>
  )
}

export function SelectInput<F extends FieldValues>({
  name,
  label,
  options,
  numeric = false,
}: Props<F> & { options: ReadonlyArray<{ value: string | number; label: string }>; numeric?: boolean }) {
  const { register, error, id } = useField<F>(name)
  return (
    <FormField id={id} label={label} error={error}>
      <select id={id} {...register(name, numeric ? { setValueAs: (v: string | number) => Number(v) } : {})} {...fieldAria(id, error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}

export function CheckboxInput<F extends FieldValues>({ name, label }: Props<F>) {
  const { register, error, id } = useField<F>(name)
  return (
    <div className={`admin-field admin-field--check${error ? ' admin-field--invalid' : ''}`}>
      <input id={id} type="checkbox" {...register(name)} {...fieldAria(id, error)} />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function TextArea<F extends FieldValues>({ name, label, hint }: Props<F>) {
  const { register, error, id } = useField<F>(name)
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <textarea id={id} rows={8} {...register(name)} {...fieldAria(id, error, Boolean(hint))} />
    </FormField>
  )
}
