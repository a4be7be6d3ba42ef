/**
 * SPEC §3 login form, §5 login validation, the embedded portal's forms
 * (issue 8). Used by the worker's validators and by the client forms, so both
 * fold an email the same way and agree on every limit.
 */
import * as z from 'zod'
import { newPasswordMismatch } from '../rules/login-form'
import { normaliseEmail } from '../rules/normalise-email'

export const MAX_EMAIL_LENGTH = 254
export const MIN_PASSWORD_LENGTH = 8
/** PBKDF2 cost grows with nothing but the iterations; the cap keeps requests small. */
export const MAX_PASSWORD_LENGTH = 128
export const MAX_NAME_LENGTH = 60
export const MAX_POSTCODE_LENGTH = 12

export { normaliseEmail }

// One '@', a dot in the domain, nothing invisible anywhere (checked apart, see isVisibleText).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/u

// Controls, format characters (zero-width, every bidi control incl. the Arabic letter mark) and Unicode's
// default-ignorables (variation selectors, Hangul fillers, the combining grapheme joiner, tags): all render as nothing.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/u

/** No control, zero-width, bidi or other invisible characters: what the supporter sees is the address. */
function isVisibleText(text: string): boolean {
  return !INVISIBLE.test(text)
}

export const EmailSchema = z
  .string({ error: 'Enter your email address' })
  .max(MAX_EMAIL_LENGTH * 2, 'That email address is too long')
  .transform(normaliseEmail)
  .pipe(
    z
      .string()
      .min(1, 'Enter your email address')
      .max(MAX_EMAIL_LENGTH, 'That email address is too long')
      .regex(EMAIL_SHAPE, 'Enter a valid email address')
      .refine(isVisibleText, 'Enter a valid email address'),
  )

export const PasswordSchema = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(MAX_PASSWORD_LENGTH, `Passwords are at most ${MAX_PASSWORD_LENGTH} characters`)

/** A password someone is choosing now: the policy applies. */
export const NewPasswordSchema = z
  .string({ error: 'Enter a new password' })
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Passwords are at most ${MAX_PASSWORD_LENGTH} characters`)

/** The login body's own refusals, for callers that are not our form (a missing or non-object body, an extra field). */
export const LOGIN_BODY_MESSAGE = 'Send JSON with username and password'
export const LOGIN_FIELDS_MESSAGE = 'Send only username, password, newPassword and newPasswordConf'

/** SPEC §3 login form: username, password, newPassword, newPasswordConf. */
export const LoginRequestSchema = z
  .object(
    {
      username: EmailSchema,
      password: PasswordSchema,
      newPassword: NewPasswordSchema.optional(),
      newPasswordConf: z
        .string({ error: 'Confirm your new password' })
        .max(MAX_PASSWORD_LENGTH, `Passwords are at most ${MAX_PASSWORD_LENGTH} characters`)
        .optional(),
    },
    // Zod's own words ('expected object, received undefined') are not for people.
    { error: (issue) => (issue.code === 'unrecognized_keys' ? LOGIN_FIELDS_MESSAGE : LOGIN_BODY_MESSAGE) },
  )
  .strict()
  .refine((v) => v.newPassword === undefined || v.newPassword === v.newPasswordConf, {
    message: 'New Password does not match',
    path: ['newPasswordConf'],
  })

export type LoginRequest = z.infer<typeof LoginRequestSchema>

export { newPasswordMismatch }

const Name = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(MAX_NAME_LENGTH, `Your ${label} is at most ${MAX_NAME_LENGTH} characters`)

/** SPEC §7 sign-on settings: registration form 'long'. */
export const RegisterRequestSchema = z
  .object({
    forename: Name('first name'),
    surname: Name('last name'),
    email: EmailSchema,
    password: NewPasswordSchema,
    passwordConf: z.string().max(MAX_PASSWORD_LENGTH),
    dateOfBirth: z.iso.date('Enter your date of birth as YYYY-MM-DD'),
    postcode: z.string().trim().max(MAX_POSTCODE_LENGTH).default(''),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'Choose your country'),
    marketingOptIn: z.boolean().default(false),
    terms: z.literal(true, { error: 'Accept the terms to create an account' }),
  })
  .refine((v) => v.password === v.passwordConf, { message: 'Passwords do not match', path: ['passwordConf'] })

export type RegisterRequest = z.infer<typeof RegisterRequestSchema>

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema })

export const ResetPasswordRequestSchema = z
  .object({ token: z.string().min(16).max(128), password: NewPasswordSchema, passwordConf: z.string().max(MAX_PASSWORD_LENGTH) })
  .refine((v) => v.password === v.passwordConf, { message: 'Passwords do not match', path: ['passwordConf'] })

/** The hand-off token of the §4.6 token flow, posted by the client to start the site session. */
export const HandoffRequestSchema = z.object({ token: z.string().min(20).max(4096) }).strict()

/** The first zod issue as a user-facing message. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Check the form and try again'
}
