/**
 * The portal's pages are plain server-rendered HTML strings (no React, no
 * client script). Every interpolated value is escaped unless it is markup we
 * built ourselves (Markup), so a name, an email or a query value typed by
 * anyone can never become markup.
 */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => ESCAPES[char] as string)
}

type Value = Markup | string | number | boolean | null | undefined | readonly Value[]

function render(value: Value): string {
  if (value instanceof Markup) return value.text
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

/** A template tag: html`<p>${name}</p>` escapes `name`; nested html`` fragments and arrays of them stay markup. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '')
  })
  return new Markup(out)
}

/** Markup we wrote ourselves (a fixed stylesheet): never pass anything a visitor sent. */
export function trusted(text: string): Markup {
  return new Markup(text)
}
