/**
 * SPEC §2.10, §5 login form request: POST /api/auth/login {username,
 * password, newPassword?, newPasswordConf?}, the email lower-cased and
 * trimmed before submit. The answer is named by shared/rules/login-form.ts.
 */
import { loginAnswerOutcome, type LoginAnswerOutcome } from '../../shared/rules/login-form'
import { normaliseEmail } from '../../shared/rules/normalise-email'
import type { AuthenticationResponse, ModelErrors, SessionUser } from '../../shared/types/account'
import { callApi } from './api'

export interface LoginFields {
  email: string
  password: string
  /** Only on the new-password step. */
  newPassword?: string
  newPasswordConf?: string
}

export interface LoginResult {
  outcome: LoginAnswerOutcome
  user: SessionUser | null
  /** The server's message (errors[0].message) of a refused login. */
  message: string | null
  modelErrors: ModelErrors
}

type LoginAnswerBody = Partial<AuthenticationResponse> & { ModelErrors?: ModelErrors | null }

export async function submitLogin(fields: LoginFields): Promise<LoginResult> {
  const request = {
    username: normaliseEmail(fields.email),
    password: fields.password,
    ...(fields.newPassword === undefined ? {} : { newPassword: fields.newPassword, newPasswordConf: fields.newPasswordConf ?? '' }),
  }
  const { answer, body, message } = await callApi<LoginAnswerBody>('POST', '/api/auth/login', request)
  const outcome = loginAnswerOutcome(answer)
  const user = body?.user ?? null
  if (outcome === 'signedIn' && !user) return { outcome: 'unavailable', user: null, message: null, modelErrors: {} }
  return { outcome, user, message, modelErrors: body?.ModelErrors ?? {} }
}
