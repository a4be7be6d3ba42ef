/**
 * SPEC §2.10 login form, §4.6, §5 and §8.3 login messages: what the form does
 * before it sends and after POST /api/auth/login answers.
 */
import type { ApiAnswer } from './login-check'

/**
 * SPEC §5: the new-password step refuses a mismatch before any request is made.
 * Here, not in shared/schemas/auth.ts (which re-exports it): the login form
 * must not bring zod into the page's JavaScript (issue 13 §4).
 */
export function newPasswordMismatch(newPassword: string, newPasswordConf: string): boolean {
  return newPassword !== newPasswordConf
}

/**
 * §5: if a new password is given and differs from its confirmation, 'New
 * Password does not match' shows and no request is made. An empty pair on the
 * new-password step is left to the server, which names the missing field.
 */
export type LoginSubmitDecision = 'send' | 'newPasswordMismatch'

export function loginSubmitDecision(
  step: 'credentials' | 'newPassword',
  newPassword: string,
  newPasswordConf: string,
): LoginSubmitDecision {
  if (step === 'credentials') return 'send'
  return newPasswordMismatch(newPassword, newPasswordConf) ? 'newPasswordMismatch' : 'send'
}

/**
 * The answer to the login request. §8.3: 'passwordChangeRequired' switches to
 * the new-password form; every other failure shows the server's message
 * (errors[0].message) and the field errors (ModelErrors).
 */
export type LoginAnswerOutcome = 'signedIn' | 'newPasswordRequired' | 'refused' | 'unavailable'

export function loginAnswerOutcome(answer: ApiAnswer): LoginAnswerOutcome {
  if (answer === 'networkError') return 'unavailable'
  if (answer.status === 200) return 'signedIn'
  if (answer.status === 403 && answer.code === 'passwordChangeRequired') return 'newPasswordRequired'
  if (answer.status >= 400 && answer.status < 500) return 'refused'
  return 'unavailable'
}
