/**
 * Issue 21 §3: PUT /api/account/preferences {commentaryLanguage: 'en' | 'ar'},
 * the commentary language remembered for the signed-in account. Strict: an
 * unknown field is a mistake of the caller, refused rather than ignored.
 */
import * as z from 'zod'
import { COMMENTARY_LANGUAGES } from '../rules/commentary-audio'

export const AccountPreferencesSchema = z.strictObject({ commentaryLanguage: z.enum(COMMENTARY_LANGUAGES) })
export type AccountPreferences = z.infer<typeof AccountPreferencesSchema>

/** What GET and PUT answer: null when the account never chose. */
export interface AccountPreferencesAttributes {
  commentaryLanguage: (typeof COMMENTARY_LANGUAGES)[number] | null
}
