/** Issue 21 §3: an account's remembered player preferences (migration 0017: accounts.commentary_language). */
import { isCommentaryLanguage } from '../../shared/rules/commentary-audio'
import type { AccountPreferencesAttributes } from '../../shared/schemas/account-preferences'

export async function accountPreferences(db: D1Database, accountId: number): Promise<AccountPreferencesAttributes> {
  const row = await db
    .prepare('SELECT commentary_language FROM accounts WHERE id = ?')
    .bind(accountId)
    .first<{ commentary_language: string | null }>()
  const language = row?.commentary_language
  return { commentaryLanguage: isCommentaryLanguage(language) ? language : null }
}

/** One statement: the preference is the account's own, so it needs no audit entry and nothing else changes with it. */
export async function saveCommentaryLanguage(db: D1Database, accountId: number, language: 'en' | 'ar', now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE accounts SET commentary_language = ?, updated_at = ? WHERE id = ?')
    .bind(language, now.toISOString(), accountId)
    .run()
  return result.meta.changes === 1
}
