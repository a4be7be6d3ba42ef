import { useFormContext } from 'react-hook-form'
import { ARTICLE_ALT_MAX, ARTICLE_AUTHOR_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX } from '../../../shared/schemas/admin-articles'
import { NEWS_SLUG_MAX, slugFromTitle } from '../../../shared/rules/news-slug'
import { LeadPictureUpload } from '../pictures/lead-picture-upload'
import { ArticleField, describedBy, fieldIds } from './article-field'
import type { ArticleFormValues } from './article-form-values'

/** '' in a text box is "none" for the nullable fields. */
const nullIfEmpty = (value: unknown) => (value === '' || value === null ? null : value)
const idOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value))

/**
 * The article's one-line fields (issue 19 §2). An Arabic article's text is
 * written right to left; the address stays ASCII, left to right.
 */
export function ArticleTextFields({ slugFollowsTitle, onSlugEdited }: { slugFollowsTitle: boolean; onSlugEdited: () => void }) {
  const { register, setValue, watch, formState } = useFormContext<ArticleFormValues>()
  const { errors } = formState
  const locale = watch('locale')
  const text = locale === 'ar' ? ({ dir: 'rtl', lang: 'ar' } as const) : ({ dir: 'ltr', lang: 'en' } as const)
  const control = (name: keyof ArticleFormValues, hasHint = false) => ({
    id: fieldIds(name).input,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, hasHint, errors[name]?.message),
  })

  return (
    <div className="admin-form__fields">
      <ArticleField name="locale" label="Language" error={errors.locale?.message}>
        <select
          {...control('locale')}
          {...register('locale', {
            // Only an Arabic article is the version of an English one: the hidden field must not keep an id.
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== 'ar') setValue('translationOf', null)
            },
          })}
        >
          <option value="en">English</option>
          <option value="ar">Arabic</option>
        </select>
      </ArticleField>
      <ArticleField name="title" label="Title" error={errors.title?.message}>
        <input
          type="text"
          maxLength={ARTICLE_TITLE_MAX}
          {...text}
          {...control('title')}
          {...register('title', {
            onChange: (event: { target: { value: string } }) => {
              if (slugFollowsTitle) setValue('slug', slugFromTitle(event.target.value), { shouldDirty: true })
            },
          })}
        />
      </ArticleField>
      <ArticleField name="slug" label="Address" hint="Lower-case letters a to z, digits and hyphens." error={errors.slug?.message}>
        <div className="admin-prefixed" dir="ltr">
          <span className="admin-prefixed__prefix" aria-hidden="true">
            /news/
          </span>
          <input
            type="text"
            maxLength={NEWS_SLUG_MAX}
            spellCheck={false}
            {...control('slug', true)}
            {...register('slug', { onChange: onSlugEdited })}
          />
        </div>
      </ArticleField>
      <ArticleField name="summary" label="Summary" error={errors.summary?.message}>
        <textarea rows={3} maxLength={ARTICLE_SUMMARY_MAX} {...text} {...control('summary')} {...register('summary')} />
      </ArticleField>
      <ArticleField name="author" label="Author" error={errors.author?.message}>
        <input type="text" maxLength={ARTICLE_AUTHOR_MAX} {...text} {...control('author')} {...register('author')} />
      </ArticleField>
      <ArticleField
        name="imageKey"
        label="Lead picture key"
        hint="Upload a picture, or name one of the library, as news/derby-2026.jpg."
        error={errors.imageKey?.message}
      >
        <input
          type="text"
          spellCheck={false}
          dir="ltr"
          {...control('imageKey', true)}
          {...register('imageKey', { setValueAs: nullIfEmpty })}
        />
        <LeadPictureUpload onUploaded={(key) => setValue('imageKey', key, { shouldDirty: true, shouldValidate: true })} />
      </ArticleField>
      <ArticleField name="imageAlt" label="Picture description (alt text)" error={errors.imageAlt?.message}>
        <input type="text" maxLength={ARTICLE_ALT_MAX} {...text} {...control('imageAlt')} {...register('imageAlt')} />
      </ArticleField>
      {locale === 'ar' ? (
        <ArticleField name="translationOf" label="Arabic version of (English article id)" error={errors.translationOf?.message}>
          <input
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...control('translationOf')}
            {...register('translationOf', { setValueAs: idOrNull })}
          />
        </ArticleField>
      ) : null}
    </div>
  )
}
