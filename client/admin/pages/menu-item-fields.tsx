import { get, type Path, useFormContext } from 'react-hook-form'
import { MENU_ICONS, type MenuItemsInput } from '../../../shared/schemas/admin-menus'
import { fieldAria, FormField } from '../form-field'

/** The SPEC §2.3 fields of one menu entry, each labelled, its error (from the shared schema) beside it. */
export function MenuItemFieldsRow({ index, itemKey }: { index: number; itemKey: string }) {
  const { register, formState } = useFormContext<MenuItemsInput>()
  const path = (name: string) => `items.${index}.${name}` as Path<MenuItemsInput>
  const errorOf = (name: string) => (get(formState.errors, path(name)) as { message?: string } | undefined)?.message
  const id = (name: string) => `menu-${itemKey}-${name}`
  const text = (name: string, label: string, hint?: string) => (
    <FormField id={id(name)} label={label} error={errorOf(name)} hint={hint}>
      <input id={id(name)} type="text" {...register(path(name))} {...fieldAria(id(name), errorOf(name), Boolean(hint))} />
    </FormField>
  )
  return (
    <div className="admin-menu-item">
      {text('name', 'Name')}
      {text('slug', 'Address', "A path of the site ('/news'), or an https:// address when external")}
      <FormField id={id('icon')} label="Icon" error={errorOf('icon')}>
        <select id={id('icon')} {...register(path('icon'))} {...fieldAria(id('icon'), errorOf('icon'))}>
          {['', ...MENU_ICONS].map((icon) => (
            <option key={icon} value={icon}>
              {icon === '' ? '(none)' : icon}
            </option>
          ))}
        </select>
      </FormField>
      {text('customClass', 'Custom class')}
      <div className="admin-checks">
        <label className="admin-check">
          <input type="checkbox" {...register(path('isExternal'))} /> Another site (external)
        </label>
        <label className="admin-check">
          <input type="checkbox" {...register(path('newTab'))} /> Opens in a new tab
        </label>
      </div>
    </div>
  )
}
