/**
 * Issue 20 §2: tus Upload-Metadata (filename, filetype, title as base64
 * values), read strictly: a malformed header is refused, not guessed at.
 */
/** tus Upload-Metadata: comma-separated `key base64value` pairs (a key alone is an empty value). Null when malformed. */
export function parseUploadMetadata(header: string | null): Record<string, string> | null {
  const out: Record<string, string> = {}
  if (header === null || header.trim() === '') return out
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ')
    if (!key || rest.length > 0 || !/^[A-Za-z0-9_.-]{1,64}$/.test(key)) return null
    try {
      out[key] = value === undefined ? '' : new TextDecoder('utf-8', { fatal: true }).decode(base64Bytes(value))
    } catch {
      return null
    }
  }
  return out
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text)
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
}
