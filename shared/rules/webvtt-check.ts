/**
 * Issue 20 §6 "Captions": a WebVTT file an editor uploads for an entry, judged
 * before it is stored. Players render cue text themselves (hls.js and Safari
 * build DOM nodes from WebVTT's own cue tags), but a caption file is still
 * text from outside that every viewer's browser reads, so only what WebVTT
 * itself means is accepted: its header, cue timings in order and within a
 * day, its cue tags, and STYLE blocks that fetch nothing. Anything that looks
 * like HTML (<script>, <img onerror>, <iframe>), a javascript: address, an
 * entity that makes '<', or a control character is refused with the line it
 * is on, so the editor can fix the file and send it again.
 */

/** A caption file is text: an hour and a half of dense cues is about 150 KB. */
export const WEBVTT_MAX_BYTES = 1024 * 1024
/** No entry is longer than a day; a later time is a typing error. */
export const WEBVTT_MAX_SECONDS = 24 * 60 * 60

export type WebVttCheck = { ok: true; cues: number } | { ok: false; line: number | null; message: string }

const TIME = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`
const TIMING = new RegExp(String.raw`^${TIME}[ \t]+-->[ \t]+${TIME}((?:[ \t]+[^\s]+)*)[ \t]*$`)
const CUE_SETTING = /^(vertical|line|position|size|align|region):[A-Za-z0-9%.,_-]+$/
// C0 controls but tab, line feed and carriage return; DEL; C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
// Spaces or controls between the letters do not hide it.
const JAVASCRIPT = /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i
// &lt; &LT &#60; &#060; &#x3c; &#X3C, with or without ';' (a browser reads &#60img as <img): every way an entity writes '<'.
const ENTITY_LT = /&(?:lt|#0*60(?!\d)|#x0*3c(?![0-9a-f]))/i
const TIMESTAMP_TAG = new RegExp(`^<${TIME}>$`)
const CLASSES = String.raw`(?:\.[A-Za-z0-9_-]+)*`
const OPEN_TAG = new RegExp(`^<(c|i|b|u|ruby|rt)${CLASSES}>$`)
const VOICE_TAG = new RegExp(String.raw`^<v${CLASSES}(?:[ \t]+([^<>"'=&]*))?>$`)
const LANG_TAG = new RegExp(String.raw`^<lang${CLASSES}[ \t]+[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*[ \t]*>$`)
const CLOSE_TAG = /^<\/(c|i|b|u|ruby|rt|v|lang)>$/

const problem = (line: number | null, message: string): WebVttCheck => ({
  ok: false,
  line,
  message: line === null ? message : `Line ${line}: ${message}`,
})

/** Whether the file is a WebVTT file we store and serve, with its cue count, or its first problem. */
export function checkWebVtt(text: string): WebVttCheck {
  if (utf8Length(text) > WEBVTT_MAX_BYTES) {
    return problem(null, `The caption file is over ${WEBVTT_MAX_BYTES / 1024 / 1024} MB`)
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  for (const [index, line] of lines.entries()) {
    if (CONTROL.test(line)) return problem(index + 1, 'a control character (such as NUL) is not allowed in a caption file')
    if (JAVASCRIPT.test(line)) return problem(index + 1, "'javascript:' is not allowed in a caption file")
  }
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return problem(1, "a WebVTT file starts with the word 'WEBVTT'")
  let at = 1
  while (at < lines.length && lines[at]?.trim() !== '') {
    if (lines[at]?.includes('-->')) return problem(at + 1, 'the header needs a blank line before the first cue')
    at++
  }
  let cues = 0
  let previousStart = -1
  while (at < lines.length) {
    if (lines[at]?.trim() === '') {
      at++
      continue
    }
    const start = at
    while (at < lines.length && lines[at]?.trim() !== '') at++
    const block = lines.slice(start, at)
    const first = block[0] ?? ''
    if (/^NOTE(?:[ \t]|$)/.test(first)) continue // a comment: never shown
    if (first === 'STYLE') {
      const styleProblem = checkStyle(block, start + 1)
      if (styleProblem) return styleProblem
      continue
    }
    if (first === 'REGION') continue // region settings: names and numbers, never shown
    const timingIndex = first.includes('-->') ? 0 : 1
    const timingLine = start + timingIndex + 1
    const timing = block[timingIndex]
    if (timing === undefined || !timing.includes('-->')) {
      return problem(start + 1, 'a cue needs a timing line (hh:mm:ss.ttt --> hh:mm:ss.ttt) on its first or second line')
    }
    const parsed = parseTiming(timing)
    if (typeof parsed === 'string') return problem(timingLine, parsed)
    if (parsed.start > WEBVTT_MAX_SECONDS || parsed.end > WEBVTT_MAX_SECONDS) return problem(timingLine, 'a time beyond 24 hours')
    if (parsed.end < parsed.start) return problem(timingLine, 'the cue ends before it starts')
    if (parsed.end === parsed.start) return problem(timingLine, 'the cue ends as it starts: its end must come after its start')
    if (parsed.start < previousStart) return problem(timingLine, 'the cue starts before the cue above it: cues must be in time order')
    previousStart = parsed.start
    for (const [offset, payload] of block.slice(timingIndex + 1).entries()) {
      const textProblem = checkCueText(payload)
      if (textProblem) return problem(timingLine + 1 + offset, textProblem)
    }
    cues++
  }
  if (cues === 0) return problem(null, 'The caption file has no cues')
  return { ok: true, cues }
}

/** The text's size in UTF-8 bytes, as it was sent (a lone surrogate counts as the 3 bytes of U+FFFD). */
function utf8Length(text: string): number {
  let bytes = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

function parseTiming(line: string): { start: number; end: number } | string {
  const match = TIMING.exec(line)
  if (!match) return 'the cue timing does not parse: write hh:mm:ss.ttt --> hh:mm:ss.ttt (or mm:ss.ttt)'
  const settings = (match[9] ?? '').trim()
  if (settings !== '' && !settings.split(/[ \t]+/).every((setting) => CUE_SETTING.test(setting))) {
    return 'a cue setting after the times is not one of vertical, line, position, size, align or region'
  }
  return { start: seconds(match.slice(1, 5)), end: seconds(match.slice(5, 9)) }
}

function seconds([hours, minutes, secs, millis]: Array<string | undefined>): number {
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000
}

/** The problem with one line of cue text, or null. */
function checkCueText(line: string): string | null {
  if (line.includes('-->')) return "cue text cannot contain '-->' (a blank line must end the cue above)"
  if (ENTITY_LT.test(line)) return "an entity that makes '<' is not allowed in caption text"
  for (let at = line.indexOf('<'); at >= 0; at = line.indexOf('<', at + 1)) {
    const close = line.indexOf('>', at)
    const next = line.indexOf('<', at + 1)
    if (close < 0 || (next >= 0 && next < close)) return "a '<' that opens no cue tag"
    const tag = line.slice(at, close + 1)
    if (!isCueTag(tag)) {
      const shown = tag.length > 40 ? `${tag.slice(0, 40)}…` : tag
      return `'${shown}' is not a WebVTT cue tag (only <c>, <i>, <b>, <u>, <v>, <lang>, <ruby>, <rt> and timestamps)`
    }
  }
  return null
}

function isCueTag(tag: string): boolean {
  return TIMESTAMP_TAG.test(tag) || OPEN_TAG.test(tag) || VOICE_TAG.test(tag) || LANG_TAG.test(tag) || CLOSE_TAG.test(tag)
}

/** A STYLE block styles cues; it may not fetch anything (url(), @import) nor hide words behind CSS escapes. */
function checkStyle(block: string[], firstLine: number): WebVttCheck | null {
  for (const [offset, line] of block.entries()) {
    const number = firstLine + offset
    if (/url\s*\(/i.test(line)) return problem(number, 'a STYLE block may not load anything (url(…))')
    if (/@import/i.test(line)) return problem(number, 'a STYLE block may not load anything (@import)')
    if (line.includes('\\')) return problem(number, 'a STYLE block may not use CSS escapes (\\)')
    if (line.includes('<') || line.includes('-->')) return problem(number, "a STYLE block may not contain '<' or '-->'")
  }
  return null
}
