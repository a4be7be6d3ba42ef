import { useFormContext } from 'react-hook-form'
import { ARTICLE_CATEGORIES_MAX } from '../../../shared/schemas/admin-articles'
import { fieldIds } from './article-field'
import type { ArticleFormValues } from './article-form-values'

export interface NewsCategoryOption {
  id: number
  name: string
  locale: string
}

/** The categories an article is filed under: checkboxes, at most five (issue 19 §2). */
export function ArticleCategoryField({ categories }: { categories: NewsCategoryOption[] | null }) {
  const { watch, setValue, formState } = useFormContext<ArticleFormValues>()
  const chosen = watch('categoryIds')
  const error = formState.errors.categoryIds?.message
  const ids = fieldIds('categoryIds')
  const toggle = (id: number, on: boolean) =>
    setValue('categoryIds', on ? [...chosen, id] : chosen.filter((other) => other !== id), { shouldDirty: true, shouldValidate: true })

  return (
    <fieldset
      className="admin-fieldset"
      aria-describedby={[ids.hint, error ? ids.error : ''].join(' ').trim()}
      aria-invalid={error ? true : undefined}
    >
      <legend>Categories</legend>
      <p className="admin-hint" id={ids.hint}>
        At most {ARTICLE_CATEGORIES_MAX}.
      </p>
      {categories === null ? <p>Loading categories…</p> : null}
      {categories?.length === 0 ? <p className="admin-empty">No categories yet.</p> : null}
      <div className="admin-checks">
        {categories?.map((category) => (
          <label key={category.id} className="admin-check">
            <input type="checkbox" checked={chosen.includes(category.id)} onChange={(event) => toggle(category.id, event.target.checked)} />{' '}
            <span lang={category.locale}>{category.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="admin-error" id={ids.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
