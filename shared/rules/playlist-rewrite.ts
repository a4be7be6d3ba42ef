/**
 * Issue 9 §4: an HLS playlist as the media gateway serves it, with the
 * playback token on every URI it names (segment and variant lines, and the
 * URI attribute of any tag: EXT-X-MAP, EXT-X-MEDIA, EXT-X-KEY, EXT-X-PART …),
 * so each request a player makes from it carries the grant, and a copied
 * playlist stops working when the token expires.
 *
 * Only URIs of our own origin (relative, or starting with one '/') get the
 * token. An absolute URI (a scheme, or '//host') is left exactly as it is:
 * adding the token would hand our grant to another host, and refusing the
 * whole playlist would break playback over one foreign reference that needs
 * no grant of ours anyway. Everything else (blank lines, comments, tags
 * without a URI, line endings) passes through unchanged.
 */

/** The query parameter that carries the playback token. */
export const PLAYBACK_TOKEN_PARAM = 'token'

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

export function rewritePlaylist(playlist: string, token: string): string {
  // Keep each line's own ending ('\n' or '\r\n').
  return playlist
    .split(/(?<=\n)/)
    .map((raw) => {
      const ending = /\r?\n$/.exec(raw)?.[0] ?? ''
      const line = raw.slice(0, raw.length - ending.length)
      return rewriteLine(line, token) + ending
    })
    .join('')
}

function rewriteLine(line: string, token: string): string {
  const trimmed = line.trim()
  if (trimmed === '') return line
  // EXTINF's value is a duration and a free-text title, never an attribute list.
  if (trimmed.startsWith('#EXT') && !trimmed.startsWith('#EXTINF:')) return rewriteTag(line, token)
  if (trimmed.startsWith('#')) return line // a comment
  return withToken(trimmed, token)
}

/** RFC 8216 §4.2 attribute list: NAME=value pairs split by ','; a quoted-string may itself hold ','. */
function rewriteTag(line: string, token: string): string {
  const colon = line.indexOf(':')
  if (colon < 0) return line
  let out = line.slice(0, colon + 1)
  let at = colon + 1
  while (at < line.length) {
    const equals = line.indexOf('=', at)
    if (equals < 0) return out + line.slice(at) // not an attribute list (#EXT-X-TARGETDURATION:4)
    const name = line.slice(at, equals)
    let end: number
    if (line[equals + 1] === '"') {
      const close = line.indexOf('"', equals + 2)
      if (close < 0) return out + line.slice(at) // unterminated: leave the rest alone
      end = close + 1
      const value = line.slice(equals + 2, close)
      out += name.trim() === 'URI' ? `${name}="${withToken(value, token)}"` : line.slice(at, end)
    } else {
      const comma = line.indexOf(',', equals)
      end = comma < 0 ? line.length : comma
      out += line.slice(at, end) // unquoted values are never URIs (a URI must be quoted)
    }
    const comma = line.indexOf(',', end)
    if (comma < 0) return out + line.slice(end)
    out += line.slice(end, comma + 1)
    at = comma + 1
  }
  return out
}

/** The URI with token={token} in its query, replacing any token it had; foreign URIs untouched. */
export function withToken(uri: string, token: string): string {
  if (uri === '' || SCHEME.test(uri) || uri.startsWith('//')) return uri
  const hash = uri.indexOf('#')
  const fragment = hash < 0 ? '' : uri.slice(hash)
  const beforeFragment = hash < 0 ? uri : uri.slice(0, hash)
  const question = beforeFragment.indexOf('?')
  const path = question < 0 ? beforeFragment : beforeFragment.slice(0, question)
  const params = question < 0 ? [] : beforeFragment.slice(question + 1).split('&')
  const kept = params.filter((param) => param !== '' && param.split('=')[0] !== PLAYBACK_TOKEN_PARAM)
  kept.push(`${PLAYBACK_TOKEN_PARAM}=${encodeURIComponent(token)}`)
  return `${path}?${kept.join('&')}${fragment}`
}
