import type { Ref } from 'react'
import { useT } from '../../hooks/use-t'
import { FormField } from './form-field'

interface NewPasswordStepProps {
  id: string
  email: string
  values: { newPassword: string; newPasswordConf: string }
  onChange: (name: 'newPassword' | 'newPasswordConf') => (event: { target: { value: string } }) => void
  inputRef: Ref<HTMLInputElement>
  /** The alert's id when the confirmation does not match. */
  mismatch?: string
  serverError: string | null
}

/** §2.10 new-password step. The account's email stays in a hidden username field, so password managers save the right login. */
export function NewPasswordStep({ id, email, values, onChange, inputRef, mismatch, serverError }: NewPasswordStepProps) {
  const t = useT()
  return (
    <fieldset className="login-form__new-password" aria-describedby={`${id}-hint`}>
      <legend className="login-form__prompt">{t('login.newPasswordPrompt')}</legend>
      <p id={`${id}-hint`} className="login-form__hint">
        {t('login.newPasswordHint')}
      </p>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        id={`${id}-new-password`}
        label={t('login.newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={onChange('newPassword')}
        inputRef={inputRef}
        error={serverError}
      />
      <FormField
        id={`${id}-new-password-conf`}
        label={t('login.newPasswordConf')}
        type="password"
        name="new-password-conf"
        autoComplete="new-password"
        required
        value={values.newPasswordConf}
        onChange={onChange('newPasswordConf')}
        invalid={!!mismatch}
        describedBy={mismatch}
      />
    </fieldset>
  )
}
