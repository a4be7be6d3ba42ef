import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { ARTICLE_RELATED_MAX } from '../../../shared/schemas/admin-articles'
import { fieldIds } from './article-field'
import type { ArticleFormValues } from './article-form-values'

/** Related articles by id, in the order they will show: add one, remove one (issue 19 §2, kept simple). */
export function ArticleRelatedField() {
  const { watch, setValue, formState } = useFormContext<ArticleFormValues>()
  const related = watch('relatedIds')
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState('')
  const error = formState.errors.relatedIds?.message ?? (problem || undefined)
  const ids = fieldIds('relatedIds')
  const set = (next: number[]) => setValue('relatedIds', next, { shouldDirty: true, shouldValidate: true })

  const add = () => {
    const id = Number(typed)
    if (!Number.isInteger(id) || id < 1) return setProblem('An article id is a whole number, as 42')
    if (related.includes(id)) return setProblem('That article is listed already')
    setProblem('')
    setTyped('')
    set([...related, id])
  }

  return (
    <fieldset className="admin-fieldset">
      <legend>Related articles</legend>
      {related.length === 0 ? <p className="admin-empty">None.</p> : null}
      <ul className="admin-related">
        {related.map((id) => (
          <li key={id}>
            <a href={`/admin/articles/${id}`}>Article {id}</a>{' '}
            <button type="button" className="admin-button admin-button--small" onClick={() => set(related.filter((other) => other !== id))}>
              Remove<span className="visually-hidden"> article {id}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="admin-inline">
        <label htmlFor={ids.input}>Article id</label>
        <input
          id={ids.input}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <button type="button" className="admin-button" onClick={add} disabled={related.length >= ARTICLE_RELATED_MAX}>
          Add
        </button>
      </div>
      {error ? (
        <p className="admin-error" id={ids.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
