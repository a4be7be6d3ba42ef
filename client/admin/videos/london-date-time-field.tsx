import { useEffect, useRef, useState } from 'react'
import { londonLocalToUtc, utcToLondonLocal } from '../../../shared/rules/london-time'
import { fieldAria, FormField } from '../form-field'

const localOf = (iso: string | null): string => (iso && !Number.isNaN(Date.parse(iso)) ? utcToLondonLocal(iso) : '')

/**
 * A date and time typed on London's clock (as the article form schedules),
 * held by the form as the UTC instant the API stores. A time London's clock
 * skips (the spring change) is refused here rather than guessed.
 */
export function LondonDateTimeField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  hint?: string
  value: string | null
  error: string | undefined
  onChange: (value: string | null) => void
}) {
  const [text, setText] = useState(() => localOf(value))
  const [skipped, setSkipped] = useState('')
  // A value set from outside (loaded, Take theirs) shows; one typed here is already shown.
  const emitted = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (value !== emitted.current) setText(localOf(value))
  }, [value])
  const emit = (next: string | null) => {
    emitted.current = next
    onChange(next)
  }

  const change = (next: string) => {
    setText(next)
    if (next === '') {
      setSkipped('')
      return emit(null)
    }
    const reading = londonLocalToUtc(next)
    if (reading.ok) {
      setSkipped('')
      return emit(reading.utc)
    }
    setSkipped(reading.reason === 'noSuchTime' ? "London's clocks skip this hour (the spring change): choose another time." : '')
    emit(next)
  }
  const shown = skipped || error
  return (
    <FormField id={id} label={label} hint={hint} error={shown}>
      <input
        id={id}
        type="datetime-local"
        value={text}
        onChange={(event) => change(event.target.value)}
        {...fieldAria(id, shown, Boolean(hint))}
      />
    </FormField>
  )
}
