/**
 * Reading key=value pairs of a query or fragment without the DOM's URL
 * classes (shared code runs in the worker, the browser and node alike, and
 * the shared project has no DOM types). Pairs stay as written; only a value
 * asked for is decoded.
 */

/** The raw 'key=value' pairs of a query or fragment ('?…', '#…' or bare), empty ones dropped. */
export function rawPairs(text: string): string[] {
  return text
    .replace(/^[?#]/, '')
    .split('&')
    .filter((pair) => pair !== '')
}

/** The key of a raw pair, decoded. */
export function pairKey(pair: string): string {
  return decodePart(pair.split('=', 1)[0] as string)
}

/** The first value for `key`, decoded ('+' is a space, as in a form query); null when absent or undecodable. */
export function pairValue(text: string, key: string): string | null {
  for (const pair of rawPairs(text)) {
    if (pairKey(pair) !== key) continue
    const at = pair.indexOf('=')
    return at < 0 ? '' : decodePart(pair.slice(at + 1))
  }
  return null
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    return part
  }
}

/** Splits at the first `separator`: ['a', 'b?c'] for 'a?b?c' (String#split with a limit drops the rest). */
export function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator)
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)]
}
