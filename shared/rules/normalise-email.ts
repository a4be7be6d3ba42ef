/**
 * SPEC §5: the email is lower-cased and trimmed. Unicode is put in NFC first
 * so one address typed two ways is one account; letters of other scripts are
 * kept as they are, so a homoglyph domain (Cyrillic 'а' for Latin 'a') stays a
 * different address. Apart from shared/schemas/auth.ts (which folds with it)
 * so the client's login form can fold the same way without bringing zod into
 * the page's JavaScript (issue 13 §4). Table-tested in tests/unit/auth-schemas.test.ts.
 */
export function normaliseEmail(raw: string): string {
  return raw.normalize('NFC').trim().toLowerCase()
}
