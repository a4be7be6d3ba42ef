/**
 * Form parts for the portal's pages, accessible by construction: every input
 * has a label, its hint and error are tied to it with aria-describedby, an
 * invalid field says so (aria-invalid), and the error summary at the top
 * links to each field and is announced (role=alert) and focused on load.
 */
import type { z } from 'zod'
import { html, type Markup } from './html'

/** Messages by field name; 'form' is a message about the whole form. */
export type FieldErrors = Partial<Record<string, string>>

export interface FieldSpec {
  name: string
  label: string
  type?: 'text' | 'email' | 'password' | 'date'
  value?: string
  autocomplete: string
  hint?: string
  /** Extra attributes we write ourselves (never visitor input). */
  inputmode?: 'email' | 'text'
  maxlength?: number
  max?: string
}

const idOf = (name: string) => `f-${name}`

/** The first message for each field, in the order the schema reported them. */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const name = typeof issue.path[0] === 'string' ? issue.path[0] : 'form'
    errors[name] ??= issue.message
  }
  return errors
}

function describedBy(name: string, hint: boolean, error: boolean): string | null {
  const ids = [hint ? `${idOf(name)}-hint` : '', error ? `${idOf(name)}-error` : ''].filter(Boolean)
  return ids.length ? ids.join(' ') : null
}

function errorText(name: string, message: string | undefined): Markup | string {
  return message
    ? html`<span class="error-text" id="${idOf(name)}-error"><span class="visually-hidden">Error: </span>${message}</span>`
    : ''
}

export function textField(spec: FieldSpec, errors: FieldErrors): Markup {
  const error = errors[spec.name]
  const by = describedBy(spec.name, Boolean(spec.hint), Boolean(error))
  const type = spec.type ?? 'text'
  const noAutoFix = type === 'email' || type === 'password'
  return html`<div class="field${error ? ' field--error' : ''}">
  <label for="${idOf(spec.name)}">${spec.label}</label>
  ${spec.hint ? html`<span class="hint" id="${idOf(spec.name)}-hint">${spec.hint}</span>` : ''}
  ${errorText(spec.name, error)}
  <input id="${idOf(spec.name)}" name="${spec.name}" type="${type}" autocomplete="${spec.autocomplete}"${type === 'password' ? '' : html` value="${spec.value ?? ''}"`}${by ? html` aria-describedby="${by}"` : ''}${error ? html` aria-invalid="true"` : ''}${spec.maxlength ? html` maxlength="${spec.maxlength}"` : ''}${spec.max ? html` max="${spec.max}"` : ''}${noAutoFix ? html` spellcheck="false" autocapitalize="none"` : ''}>
</div>`
}

export function selectField(
  spec: { name: string; label: string; autocomplete: string; value: string; options: ReadonlyArray<{ value: string; label: string }> },
  errors: FieldErrors,
): Markup {
  const error = errors[spec.name]
  const by = describedBy(spec.name, false, Boolean(error))
  return html`<div class="field${error ? ' field--error' : ''}">
  <label for="${idOf(spec.name)}">${spec.label}</label>
  ${errorText(spec.name, error)}
  <select id="${idOf(spec.name)}" name="${spec.name}" autocomplete="${spec.autocomplete}"${by ? html` aria-describedby="${by}"` : ''}${error ? html` aria-invalid="true"` : ''}>
${spec.options.map((o) => html`<option value="${o.value}"${o.value === spec.value ? ' selected' : ''}>${o.label}</option>`)}
  </select>
</div>`
}

export function checkboxField(spec: { name: string; label: Markup | string; checked: boolean }, errors: FieldErrors): Markup {
  const error = errors[spec.name]
  const by = describedBy(spec.name, false, Boolean(error))
  return html`<div class="field${error ? ' field--error' : ''}">
  ${errorText(spec.name, error)}
  <div class="check">
    <input id="${idOf(spec.name)}" name="${spec.name}" type="checkbox" value="on"${spec.checked ? ' checked' : ''}${by ? html` aria-describedby="${by}"` : ''}${error ? html` aria-invalid="true"` : ''}>
    <label for="${idOf(spec.name)}">${spec.label}</label>
  </div>
</div>`
}

/** GOV.UK-style error summary: each message links to its field; the whole-form message has no link. */
export function errorSummary(errors: FieldErrors): Markup | string {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  if (entries.length === 0) return ''
  return html`<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus>
  <h2 id="summary-title">There is a problem</h2>
  <ul>
${entries.map(([name, message]) => html`<li>${name === 'form' ? message : html`<a href="#${idOf(name)}">${message}</a>`}</li>`)}
  </ul>
</div>`
}

export function csrfField(token: string): Markup {
  return html`<input type="hidden" name="csrf" value="${token}">`
}
