/**
 * The new-password step of sign-in (SPEC §4.6, §8.3 'passwordChangeRequired'):
 * the account must choose a new password before it may go on. The step's form
 * carries a ten-minute one-time ticket (issued only after the right password),
 * never the old password itself. 'New Password does not match' is SPEC §5's
 * wording. Success replaces the password and ends the account's sessions.
 */
import type { Context } from 'hono'
import * as z from 'zod'
import { MAX_PASSWORD_LENGTH, NewPasswordSchema } from '../../../shared/schemas/auth'
import { type Account, findAccountById } from '../../db/accounts'
import type { AppEnv } from '../../env'
import { verifyPassword } from '../passwords'
import type { PortalClient } from './client-request'
import { formToken, formTokenValid } from './form-csrf'
import { fieldErrorsFrom, type FieldErrors } from './form-fields'
import { peekOneTimeToken, spendOneTimeToken } from './one-time-tokens'
import type { FormFields } from './portal-form'
import type { PortalPage } from './portal-html'
import { replacePassword } from './set-password'
import { newPasswordPage } from './sign-in-page'

export const FORM_EXPIRED = 'This form has expired. Please try again.'
export const STEP_EXPIRED = 'That took too long. Sign in again to choose your new password.'
export const SAME_PASSWORD = 'Choose a password different from the current one'

const NewPasswordStepSchema = z
  .object({ newPassword: NewPasswordSchema, newPasswordConf: z.string({ error: 'Confirm your new password' }).max(MAX_PASSWORD_LENGTH) })
  .refine((v) => v.newPassword === v.newPasswordConf, { message: 'New Password does not match', path: ['newPasswordConf'] })

export type ChangeResult =
  | { outcome: 'form'; status: number; page: PortalPage }
  | { outcome: 'restart'; status: number; message: string }
  | { outcome: 'changed'; account: Account }

export async function changePassword(c: Context<AppEnv>, client: PortalClient, form: FormFields): Promise<ChangeResult> {
  if (!(await formTokenValid(c, form.csrf))) return { outcome: 'restart', status: 403, message: FORM_EXPIRED }
  const now = new Date()
  const ticket = form.ticket
  const accountId = await peekOneTimeToken(c.env.DB, 'password-reset', ticket, now)
  const account = accountId === null ? null : await findAccountById(c.env.DB, accountId)
  if (!account?.passwordChangeRequired || typeof ticket !== 'string') {
    return { outcome: 'restart', status: 400, message: STEP_EXPIRED }
  }
  const again = async (errors: FieldErrors): Promise<ChangeResult> => ({
    outcome: 'form',
    status: 400,
    page: newPasswordPage({ client, csrf: await formToken(c), ticket, email: account.email, errors }),
  })
  const parsed = NewPasswordStepSchema.safeParse({ newPassword: form.newPassword, newPasswordConf: form.newPasswordConf })
  if (!parsed.success) return again(fieldErrorsFrom(parsed.error))
  if (await verifyPassword(parsed.data.newPassword, account.passwordHash)) return again({ newPassword: SAME_PASSWORD })
  // Spent only now, by one conditional update: a second post of the same ticket finds it gone.
  if ((await spendOneTimeToken(c.env.DB, 'password-reset', ticket, now)) !== account.id) {
    return { outcome: 'restart', status: 400, message: STEP_EXPIRED }
  }
  return { outcome: 'changed', account: await replacePassword(c, account.id, parsed.data.newPassword, now) }
}
