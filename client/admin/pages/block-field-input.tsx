import { type ReactNode, useState } from 'react'
import { Controller, get, type Path, useFormContext } from 'react-hook-form'
import type { PageFieldsInput } from '../../../shared/schemas/admin-pages'
import { fieldAria } from '../form-field'
import type { BlockField } from './block-fields'

/** One field of a block, drawn from its description; its error (from the widget schema) beside it. */
export function BlockFieldInput({ index, field, blockKey }: { index: number; field: BlockField; blockKey: string }) {
  const { register, control, formState } = useFormContext<PageFieldsInput>()
  const path = `blocks.${index}.${field.name}` as Path<PageFieldsInput>
  const id = `block-${blockKey}-${field.name}`
  const error = (get(formState.errors, path) as { message?: string } | undefined)?.message
  const aria = fieldAria(id, error, Boolean(field.hint))
  const hint = field.hint ? (
    <p className="admin-hint" id={`${id}-hint`}>
      {field.hint}
    </p>
  ) : null
  const errorLine = error ? (
    <p className="admin-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null

  if (field.kind === 'checkbox') {
    return (
      <div className="admin-field admin-check">
        <label>
          <input type="checkbox" {...register(path)} {...aria} /> {field.label}
        </label>
        {errorLine}
      </div>
    )
  }
  let control_: ReactNode
  if (field.kind === 'json') {
    control_ = (
      <Controller
        name={path}
        control={control}
        render={({ field: f }) => <JsonInput id={id} value={f.value} onChange={f.onChange} aria={aria} />}
      />
    )
  } else if (field.kind === 'select') {
    control_ = (
      <select id={id} {...register(path)} {...aria}>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option === '' ? '(none)' : option}
          </option>
        ))}
      </select>
    )
  } else if (field.kind === 'textarea') {
    control_ = <textarea id={id} rows={6} {...register(path)} {...aria} />
  } else if (field.kind === 'number') {
    control_ = <input id={id} type="number" inputMode="numeric" {...register(path, { valueAsNumber: true })} {...aria} />
  } else {
    control_ = <input id={id} type="text" {...register(path)} {...aria} />
  }
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <label htmlFor={id}>{field.label}</label>
      {hint}
      {control_}
      {errorLine}
    </div>
  )
}

/** Structured values (carousel slides, a heading link) as JSON text: the value changes only when the text reads. */
function JsonInput({
  id,
  value,
  onChange,
  aria,
}: {
  id: string
  value: unknown
  onChange: (v: unknown) => void
  aria: ReturnType<typeof fieldAria>
}) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2))
  const [unreadable, setUnreadable] = useState(false)
  return (
    <>
      <textarea
        id={id}
        rows={5}
        className="admin-json"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          try {
            onChange(JSON.parse(event.target.value))
            setUnreadable(false)
          } catch {
            setUnreadable(true)
          }
        }}
        {...aria}
        aria-describedby={[aria['aria-describedby'], unreadable ? `${id}-json` : null].filter(Boolean).join(' ') || undefined}
        aria-invalid={unreadable || aria['aria-invalid'] ? true : undefined}
      />
      {unreadable ? (
        <p className="admin-error" id={`${id}-json`}>
          Not readable as JSON yet: the last readable value is kept.
        </p>
      ) : null}
    </>
  )
}
