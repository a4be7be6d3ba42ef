import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { loginSubmitDecision } from '../../../shared/rules/login-form'
import { hasLoginForm, withReturnTo } from '../../../shared/rules/sign-on-link'
import type { ModelErrors } from '../../../shared/types/account'
import { signedIn } from '../../account/login-check'
import { submitLogin } from '../../account/login'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { showAccountNotification } from '../../state/ui-state'
import { FormField } from './form-field'
import { loginTexts } from './login-texts'
import { NewPasswordStep } from './new-password-step'
import { SocialSignIn } from './social-sign-in'

type Step = 'credentials' | 'newPassword'

interface LoginFormProps {
  /** The page to come back to from the register link (path and query). */
  returnHere: string
  /** The form's title is the page's h1 on /account/login and the dialog's h2 in the prompt. */
  titleLevel: 1 | 2
  titleId?: string
  onSignedIn: () => void
}

/**
 * SPEC §2.10 login form (one component: the /account/login page and the login
 * prompt): email and password, a forgot-password link, a register box and
 * three social sign-in buttons; the new-password step ('Please create a new
 * password') when the server asks for it (§8.3). §5: the new password must
 * match its confirmation before any request; model errors show beside their
 * fields and the server's message in the alert above the form.
 * With IDENTITY_PROVIDER=oidc there is no form: in its place, Log In goes to
 * the provider through the site's sign-on start, as the header's Log In does.
 */
export function LoginForm({ returnHere, titleLevel, titleId, onSignedIn }: LoginFormProps) {
  const store = useStore()
  const { chrome, payload } = useAppSnapshot()
  const t = useT()
  const texts = loginTexts(payload.locale, chrome.settings, t)
  const id = useId()
  const [step, setStep] = useState<Step>('credentials')
  const [fields, setFields] = useState({ email: '', password: '', newPassword: '', newPasswordConf: '' })
  const [alert, setAlert] = useState('')
  const [errors, setErrors] = useState<ModelErrors & { newPasswordConf?: string }>({})
  const [busy, setBusy] = useState(false)
  const newPassword = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (step === 'newPassword') newPassword.current?.focus()
  }, [step])

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (loginSubmitDecision(step, fields.newPassword, fields.newPasswordConf) === 'newPasswordMismatch') {
      setErrors({ newPasswordConf: t('login.newPasswordMismatch') })
      setAlert(t('login.newPasswordMismatch'))
      return
    }
    setBusy(true)
    const result = await submitLogin(step === 'newPassword' ? fields : { email: fields.email, password: fields.password })
    setBusy(false)
    if (result.outcome === 'signedIn' && result.user) {
      setAlert('')
      setErrors({})
      void signedIn(store, result.user, true)
      showAccountNotification(store.ui, t('notice.loggedIn'))
      onSignedIn()
      return
    }
    if (result.outcome === 'newPasswordRequired') {
      setAlert('')
      setErrors({})
      setStep('newPassword')
      return
    }
    setErrors(result.modelErrors)
    setAlert(result.outcome === 'refused' ? (result.message ?? t('login.problem')) : t('login.problem'))
  }

  const Title = titleLevel === 1 ? 'h1' : 'h2'
  const Sub = titleLevel === 1 ? 'h2' : 'h3'
  const alertId = `${id}-alert`
  // A model error that repeats the alert is not printed twice; the field still points at the alert.
  const beside = (message: string | undefined) => (message && message !== alert ? message : null)
  return (
    <div className="login-form">
      <Title id={titleId} className="login-form__title">
        {texts.title}
      </Title>
      <p className="login-form__intro">{texts.intro}</p>
      {hasLoginForm(chrome.signOn) ? (
        <>
          <div id={alertId} className={`login-form__alert${alert ? ' is-shown' : ''}`} role="alert">
            {alert}
            {errors.Concurrency && errors.Concurrency !== alert ? (
              <span className="login-form__concurrency">{errors.Concurrency}</span>
            ) : null}
          </div>
          {/* method=post: a submit before the script has hydrated must never put the password in the address. */}
          <form className="login-form__form" method="post" noValidate onSubmit={submit} aria-busy={busy}>
            {step === 'credentials' ? (
              <>
                <FormField
                  id={`${id}-email`}
                  label={t('login.email')}
                  type="email"
                  name="username"
                  autoComplete="username"
                  inputMode="email"
                  spellCheck={false}
                  autoCapitalize="none"
                  dir="auto"
                  required
                  value={fields.email}
                  onChange={set('email')}
                  error={beside(errors.emailaddress)}
                  invalid={!!errors.emailaddress}
                  describedBy={errors.emailaddress ? alertId : undefined}
                />
                <FormField
                  id={`${id}-password`}
                  label={t('login.password')}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  required
                  value={fields.password}
                  onChange={set('password')}
                  error={beside(errors.password)}
                  invalid={!!errors.password}
                  describedBy={errors.password ? alertId : undefined}
                />
                <a className="login-form__forgot" href={chrome.settings.links.forgotPassword}>
                  {t('login.forgotPassword')}
                </a>
              </>
            ) : (
              <NewPasswordStep
                id={id}
                email={fields.email}
                values={fields}
                onChange={set}
                inputRef={newPassword}
                mismatch={errors.newPasswordConf ? alertId : undefined}
                serverError={beside(errors.password)}
              />
            )}
            <button type="submit" className="chrome-button chrome-button--primary login-form__submit" aria-disabled={busy || undefined}>
              {busy ? t('login.sending') : step === 'newPassword' ? t('login.saveAndLogIn') : texts.submit}
            </button>
          </form>
          <SocialSignIn />
        </>
      ) : (
        <a className="chrome-button chrome-button--primary login-form__submit" href={withReturnTo(chrome.settings.links.login, returnHere)}>
          {texts.submit}
        </a>
      )}
      <section className="login-form__register" aria-labelledby={`${id}-register`}>
        <Sub id={`${id}-register`} className="login-form__register-title">
          {texts.registerTitle}
        </Sub>
        <p>{texts.registerIntro}</p>
        <a className="chrome-button chrome-button--ghost" href={withReturnTo(chrome.settings.links.register, returnHere)}>
          {texts.register}
        </a>
      </section>
    </div>
  )
}
