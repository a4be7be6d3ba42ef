import { describe, expect, it } from 'vitest'
import type { ApiAnswer } from '../../shared/rules/login-check'
import { loginAnswerOutcome, loginSubmitDecision } from '../../shared/rules/login-form'

describe("SPEC §5: 'New Password does not match' and no request when the new password differs from its confirmation", () => {
  it.each<[string, 'credentials' | 'newPassword', string, string, ReturnType<typeof loginSubmitDecision>]>([
    ['the first step always sends', 'credentials', '', '', 'send'],
    ['the first step ignores stale new-password fields', 'credentials', 'a', 'b', 'send'],
    ['matching new passwords send', 'newPassword', 'brand-new-pass', 'brand-new-pass', 'send'],
    ['different new passwords do not', 'newPassword', 'brand-new-pass', 'brand-new-pas', 'newPasswordMismatch'],
    ['a missing confirmation does not', 'newPassword', 'brand-new-pass', '', 'newPasswordMismatch'],
    ['case matters', 'newPassword', 'Brand-new-pass', 'brand-new-pass', 'newPasswordMismatch'],
    ['an empty pair is left to the server', 'newPassword', '', '', 'send'],
  ])('%s', (_, step, next, conf, expected) => {
    expect(loginSubmitDecision(step, next, conf)).toBe(expected)
  })
})

describe('SPEC §8.3: the answer to the login request', () => {
  it.each<[string, ApiAnswer, ReturnType<typeof loginAnswerOutcome>]>([
    ['200 signs in', { status: 200 }, 'signedIn'],
    ["'passwordChangeRequired' switches to the new-password step", { status: 403, code: 'passwordChangeRequired' }, 'newPasswordRequired'],
    ['an unconfirmed email shows the server message', { status: 403, code: 'email_not_confirmed' }, 'refused'],
    ['a wrong password shows the server message', { status: 401, code: 'invalid_credentials' }, 'refused'],
    ['bad input shows the server message', { status: 400, code: 'bad_request' }, 'refused'],
    ['too many attempts shows the server message', { status: 429, code: 'too_many_attempts' }, 'refused'],
    ['a server error is unavailable', { status: 500 }, 'unavailable'],
    ['no answer is unavailable', 'networkError', 'unavailable'],
  ])('%s', (_, given, expected) => {
    expect(loginAnswerOutcome(given)).toBe(expected)
  })
})
