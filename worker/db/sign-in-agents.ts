/**
 * Issue 21 §5: the browser each of the account's sign-in sessions was made
 * on (refresh_tokens.user_agent; a sign-in is a refresh-token family, each
 * refresh of it from the same browser), so the devices list can say "Chrome
 * on Android". Only the account's own families are read.
 */

/** A family's newest User-Agent, by family id; families of other accounts are never in it. */
export async function signInUserAgents(db: D1Database, ssoId: string, familyIds: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(familyIds)].slice(0, 50)
  const agents = new Map<string, string>()
  if (wanted.length === 0) return agents
  const { results } = await db
    .prepare(
      `SELECT r.family_id, r.user_agent FROM refresh_tokens r JOIN accounts a ON a.id = r.account_id
        WHERE a.sso_id = ? AND r.family_id IN (SELECT value FROM json_each(?))
        ORDER BY r.created_at`,
    )
    .bind(ssoId, JSON.stringify(wanted))
    .all<{ family_id: string; user_agent: string }>()
  // Ordered oldest first: the newest token of each family is the one kept.
  for (const row of results) if (row.user_agent) agents.set(row.family_id, row.user_agent)
  return agents
}
