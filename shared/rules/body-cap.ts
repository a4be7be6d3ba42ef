/**
 * How much of a request body the worker reads (issue 18 §8). Every route
 * that reads a body reads it through worker/routes/body-reader.ts with one of
 * these caps, counted in bytes (a character can be four), and answers 413
 * past it with nothing stored.
 */
export const BODY_CAPS = {
  /** Our JSON endpoints take a few fields: a login, a checkout, a match event. */
  json: 16 * 1024,
  /** Our forms (sign-on portal, sandbox buttons, the footer's preference switch) are a few short fields. */
  form: 16 * 1024,
  /**
   * A Stripe event: the object it is about plus previous_attributes. Even a
   * checkout session or invoice with metadata and line items is tens of KB;
   * 512 KB leaves room for Stripe's largest objects and still refuses a
   * body meant only to make us read and hash it (the signature check reads it all).
   */
  stripeEvent: 512 * 1024,
  /**
   * Issue 19: what an editor saves in one go, an article or a page with its
   * document body (shared/schemas/article-document.ts caps the text at
   * 200,000 characters; its JSON structure and the other fields fit in 1 MB).
   */
  adminContent: 1024 * 1024,
  /**
   * Issue 19 §4: a CSV import, a season's fixtures or a league table: tens of
   * rows, at most 5,000 (shared/rules/csv.ts) of about 100 bytes; 2 MB holds
   * those and refuses a file that is plainly not one.
   */
  csvImport: 2 * 1024 * 1024,
} as const

/**
 * A declared Content-Length over the cap: refused before anything is read.
 * A missing, malformed or negative length decides nothing: the capped read
 * counts the bytes as they come (a chunked body has no length at all).
 */
export function declaredOverCap(contentLength: string | null | undefined, cap: number): boolean {
  if (!contentLength || !/^\s*\d+\s*$/.test(contentLength)) return false
  return Number(contentLength) > cap
}

/** Bytes read so far past the cap: stop reading, refuse. Exactly the cap is allowed. */
export const overCap = (bytesRead: number, cap: number): boolean => bytesRead > cap
