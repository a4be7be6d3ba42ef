import { Hono } from 'hono'
import { AccountPreferencesSchema } from '../../shared/schemas/account-preferences'
import { accountPreferences, saveCommentaryLanguage } from '../db/account-preferences'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { loadViewerAccount } from '../identity/viewer'
import { readJsonBody } from './json-body'

/**
 * Issue 21 §3: the commentary language chosen in the player, remembered per
 * account and used next time on any device. GET /api/account/preferences
 * reads it; PUT {commentaryLanguage: 'en' | 'ar'} saves it. The account comes
 * from the session cookie only (never from the body or the path); a visitor
 * not signed in gets 401 and the player keeps the choice in localStorage.
 * The same-origin writes middleware guards the PUT.
 */
export const accountPreferencesApi = new Hono<AppEnv>()

const NOT_SIGNED_IN = 'Please Log In to save your preferences'
const BAD_PREFERENCE = 'Send {"commentaryLanguage": "en"} or {"commentaryLanguage": "ar"}'

const answer = (commentaryLanguage: 'en' | 'ar' | null) => ({
  data: { type: 'accountPreferences', attributes: { commentaryLanguage } },
})

accountPreferencesApi.get('/', async (c) => {
  c.header('Cache-Control', 'private, no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', NOT_SIGNED_IN), 401)
  const preferences = await accountPreferences(c.env.DB, viewer.account.id)
  return c.json(answer(preferences.commentaryLanguage))
})

accountPreferencesApi.put('/', async (c) => {
  c.header('Cache-Control', 'no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', NOT_SIGNED_IN), 401)
  const parsed = AccountPreferencesSchema.safeParse(await readJsonBody(c))
  if (!parsed.success) return c.json(apiErrorBody('invalid_preference', BAD_PREFERENCE), 400)
  const saved = await saveCommentaryLanguage(c.env.DB, viewer.account.id, parsed.data.commentaryLanguage, new Date())
  if (!saved) return c.json(apiErrorBody('not_signed_in', NOT_SIGNED_IN), 401) // the account went while we read it
  return c.json(answer(parsed.data.commentaryLanguage))
})

// A state change is never a GET; only GET and PUT exist here.
accountPreferencesApi.all('/', (c) => {
  c.header('Allow', 'GET, PUT')
  return c.json(apiErrorBody('method_not_allowed', 'Use GET to read or PUT to save'), 405)
})
