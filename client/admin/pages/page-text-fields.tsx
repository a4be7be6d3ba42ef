import { Controller, get, type Path, useFormContext } from 'react-hook-form'
import { PAGE_TEMPLATES, type PageFieldsInput } from '../../../shared/schemas/admin-pages'
import type { AdminPageListItem } from '../../../shared/types/admin-pages'
import { fieldAria, FormField } from '../form-field'

type Kind = 'text' | 'textarea'
const TEXTS: Array<{ name: Path<PageFieldsInput>; label: string; kind: Kind; hint?: string }> = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'menuTitle', label: 'Menu title', kind: 'text', hint: 'In menus, breadcrumbs and Hub cards; empty: the title' },
  { name: 'slug', label: 'Address', kind: 'text', hint: 'a to z, 0 to 9 and single hyphens; the page is /{parent path}/{address}' },
  { name: 'summary', label: 'Summary', kind: 'textarea' },
  { name: 'bodyHtml', label: 'Body (HTML)', kind: 'textarea', hint: 'Sanitised on the page: scripts and unsafe links are dropped' },
  { name: 'imageAlt', label: 'Picture description', kind: 'text' },
  {
    name: 'externalUrl',
    label: 'External address',
    kind: 'text',
    hint: 'Only for an entry that leads to another site: https://…; empty for a page of ours',
  },
]

/** Issue 19 §3: the page's own fields (SPEC §3 Menu page), each labelled, with its error beside it. */
export function PageTextFields({ parents, selfId }: { parents: AdminPageListItem[] | null; selfId: number | null }) {
  const { register, control, formState } = useFormContext<PageFieldsInput>()
  const errorOf = (name: string) => errorIn(formState.errors, name)
  const id = (name: string) => `page-${name}`
  return (
    <>
      {TEXTS.slice(0, 3).map((field) => (
        <TextField key={field.name} {...field} />
      ))}
      <FormField id={id('parentId')} label="Parent page" error={errorOf('parentId')}>
        {/* Controlled: the parents arrive after the page, and the choice must show once they do. */}
        <Controller
          name="parentId"
          control={control}
          render={({ field }) => (
            <select
              id={id('parentId')}
              ref={field.ref}
              name={field.name}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              onBlur={field.onBlur}
              {...fieldAria(id('parentId'), errorOf('parentId'))}
            >
              <option value="">(none: a top-level section)</option>
              {(parents ?? [])
                .filter((page) => page.id !== selfId && !page.external)
                .map((page) => (
                  <option key={page.id} value={page.id}>
                    {'— '.repeat(page.nestedLevel)}
                    {page.title} (/{page.fullPath})
                  </option>
                ))}
            </select>
          )}
        />
      </FormField>
      <FormField id={id('template')} label="Template" error={errorOf('template')} hint="Hub lists the pages below it as cards">
        <select id={id('template')} {...register('template')} {...fieldAria(id('template'), errorOf('template'), true)}>
          {PAGE_TEMPLATES.map((template) => (
            <option key={template} value={template}>
              {template}
            </option>
          ))}
        </select>
      </FormField>
      {TEXTS.slice(3).map((field) => (
        <TextField key={field.name} {...field} />
      ))}
      <FormField id={id('imageKey')} label="Picture key" error={errorOf('imageKey')} hint="A picture of the library; empty for none">
        <input
          id={id('imageKey')}
          type="text"
          {...register('imageKey', { setValueAs: (value: string | null) => (value === '' || value === null ? null : value) })}
          {...fieldAria(id('imageKey'), errorOf('imageKey'), true)}
        />
      </FormField>
      <div className="admin-field admin-check">
        <label>
          <input type="checkbox" {...register('newTab')} /> Opens in a new tab (menus and cards)
        </label>
      </div>
    </>
  )
}

const errorIn = (errors: object, name: string) => (get(errors, name) as { message?: string } | undefined)?.message

/** A text field of the page (its own component, so typing never remounts it). */
function TextField({ name, label, kind, hint }: (typeof TEXTS)[number]) {
  const { register, formState } = useFormContext<PageFieldsInput>()
  const error = errorIn(formState.errors, name)
  const id = `page-${name}`
  const aria = fieldAria(id, error, Boolean(hint))
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {kind === 'textarea' ? (
        <textarea id={id} rows={name === 'bodyHtml' ? 10 : 3} {...register(name)} {...aria} />
      ) : (
        <input id={id} type="text" {...register(name)} {...aria} />
      )}
    </FormField>
  )
}
