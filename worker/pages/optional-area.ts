/**
 * SPEC §8.3 (issue 13 §8): advert, sponsor and promo areas that fail to load
 * are left empty; the page around them still renders. The failure is logged
 * for operators, once per request, without the data that failed.
 */
export async function emptyOnFailure<T>(load: Promise<T>, empty: T, what: string): Promise<T> {
  try {
    return await load
  } catch (err) {
    return leftEmpty(empty, what, err)
  }
}

/** The area's empty value, the failure logged. */
export function leftEmpty<T>(empty: T, what: string, err: unknown): T {
  console.error(`${what} failed to load; the area stays empty`, err instanceof Error ? err.message : String(err))
  return empty
}
