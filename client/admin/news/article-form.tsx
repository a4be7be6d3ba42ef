import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { type ArticleFields, ArticleFieldsSchema } from '../../../shared/schemas/admin-articles'
import type { ArticleDocument } from '../../../shared/types/article-document'
import { chooseAndUploadPicture } from '../pictures/upload-picture'
import { StateBadge } from '../state-badge'
import { useAdminData } from '../use-admin-data'
import { ArticleActions } from './article-actions'
import { ArticleBodyEditor, type PickedImage } from './article-body-editor'
import { type NewsCategoryOption, ArticleCategoryField } from './article-category-field'
import { describedBy, fieldIds } from './article-field'
import { type ArticleFormValues, emptyArticleValues } from './article-form-values'
import { ArticleRelatedField } from './article-related-field'
import { ArticleTextFields } from './article-text-fields'
import { ConflictNotice } from './conflict-notice'
import { useArticleEditing } from './use-article-editing'

type CategoriesBody = { data: { attributes: NewsCategoryOption }[] }

/** A picture in the body: uploaded from the editor's computer (§8), then described (images have alt text). */
async function pickImage(): Promise<PickedImage | null> {
  const uploaded = await chooseAndUploadPicture()
  if (!uploaded) return null
  if (!uploaded.ok) {
    window.alert(uploaded.message)
    return null
  }
  const alt = window.prompt('Describe the picture for those who cannot see it')?.trim()
  return alt ? { key: uploaded.key, alt } : null
}

/**
 * Issue 19 §2: write or edit an article. The form checks with the API's own
 * schema (zodResolver(ArticleFieldsSchema)), so it refuses what the API
 * refuses; what only the server knows (a taken address) comes back beside its field.
 */
export function ArticleForm({ id }: { id: number | null }) {
  const form = useForm<ArticleFormValues, unknown, ArticleFields>({
    resolver: zodResolver(ArticleFieldsSchema),
    defaultValues: emptyArticleValues(),
    mode: 'onTouched',
  })
  const editing = useArticleEditing(id, form)
  const categories = useAdminData<CategoriesBody>('/api/admin/news-categories').state
  // The address follows the title until the editor writes one (a saved article keeps its own).
  const [slugEdited, setSlugEdited] = useState(id !== null)
  const { article } = editing
  const locale = form.watch('locale')
  const bodyError = form.formState.errors.body?.message

  if (editing.loadError) {
    return (
      <div>
        <h1>Article</h1>
        <p role="alert">{editing.loadError}</p>
        <p>
          <a href="/admin/articles">Back to the news list</a>
        </p>
      </div>
    )
  }
  if (id !== null && !article) return <p role="status">Loading the article…</p>

  return (
    <FormProvider {...form}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void editing.save()
        }}
      >
        <div className="admin-heading-row">
          <h1>{id === null ? 'New article' : 'Edit article'}</h1>
          <p className="admin-meta">
            {article ? (
              <>
                <StateBadge state={article.state} /> Version {article.version}
              </>
            ) : (
              'Not saved yet'
            )}
          </p>
        </div>
        <p className="admin-back">
          <a href="/admin/articles">← News list</a>
        </p>
        {editing.conflict ? (
          <ConflictNotice
            mine={form.getValues()}
            stored={editing.conflict}
            busy={editing.busy}
            onKeepMine={() => void editing.keepMine()}
            onTakeTheirs={editing.takeTheirs}
          />
        ) : null}
        <div className="admin-form__grid">
          <div className="admin-form__main">
            <ArticleTextFields slugFollowsTitle={!slugEdited} onSlugEdited={() => setSlugEdited(true)} />
            <div className={`admin-field${bodyError ? ' admin-field--invalid' : ''}`} lang={locale}>
              <Controller
                name="body"
                control={form.control}
                render={({ field }) => (
                  <ArticleBodyEditor
                    id={fieldIds('body').input}
                    label="Body"
                    dir={locale === 'ar' ? 'rtl' : 'ltr'}
                    value={field.value as ArticleDocument}
                    onChange={field.onChange}
                    onPickImage={pickImage}
                    invalid={Boolean(bodyError)}
                    describedBy={describedBy('body', false, bodyError)}
                  />
                )}
              />
              {bodyError ? (
                <p className="admin-error" id={fieldIds('body').error} lang="en">
                  {bodyError}
                </p>
              ) : null}
            </div>
          </div>
          <div className="admin-form__side">
            <ArticleCategoryField categories={categories.status === 'ready' ? categories.data.data.map((item) => item.attributes) : null} />
            <ArticleRelatedField />
          </div>
        </div>
        <div className="admin-form__footer">
          <ArticleActions
            saveButton={
              <button type="submit" className="admin-button admin-button--primary" disabled={editing.busy}>
                Save
              </button>
            }
            article={article}
            busy={editing.busy}
            scheduleError={editing.scheduleError}
            onPublish={(at) => void editing.publish(at)}
            onUnpublish={() => void editing.unpublish()}
            onDelete={() => void editing.remove()}
          />
          <p className="admin-status" role="status">
            {editing.status}
          </p>
        </div>
      </form>
    </FormProvider>
  )
}
