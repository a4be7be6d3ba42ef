import { describe, expect, it } from 'vitest'
import { checkWebVtt, WEBVTT_MAX_BYTES } from '../../shared/rules/webvtt-check'

// Issue 20 §6: a caption file is stored only when it is WebVTT and nothing else.

const vtt = (...lines: string[]) => lines.join('\n')

const GOOD = vtt(
  'WEBVTT - Match of the day',
  'Kind: captions',
  '',
  'NOTE written by the media team',
  '',
  'STYLE',
  '::cue(.home) { color: #ffcc00 }',
  '',
  '1',
  '00:00:01.000 --> 00:00:04.000 line:90% align:center',
  '<v Commentator>Kick-off at the <b>Stadium</b>!</v>',
  '',
  '00:05.000 --> 00:07.500',
  '<c.home>Goal</c> <i>41′</i> <u>Sam Striker</u> &amp; 2 &gt; 1',
  '',
  'arabic',
  '00:00:08.000 --> 00:00:10.000',
  '<lang ar>هدف!</lang> <ruby>漢<rt>kan</rt></ruby> <00:00:09.000>later',
  '',
)

describe('a WebVTT file is accepted with its cue count', () => {
  it.each<[string, string, number]>([
    ['a file with a title, notes, style, ids and tags', GOOD, 3],
    ['a byte-order mark before WEBVTT', `\uFEFF${vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'Hello')}`, 1],
    ['Windows line endings', ['WEBVTT', '', '00:01.000 --> 00:02.000', 'Hello', ''].join('\r\n'), 1],
    ['two cues starting together', vtt('WEBVTT', '', '00:01.000 --> 00:03.000', 'a', '', '00:01.000 --> 00:02.000', 'b'), 2],
    ['a cue at the end of the day', vtt('WEBVTT', '', '23:59:58.000 --> 24:00:00.000', 'night'), 1],
    ['a voice without a name', vtt('WEBVTT', '', '00:01.000 --> 00:02.000', '<v>Hi</v>'), 1],
  ])('%s', (_name, text, cues) => {
    expect(checkWebVtt(text)).toEqual({ ok: true, cues })
  })
})

describe('a file that is not plain WebVTT is refused with the line', () => {
  const cue = (text: string) => vtt('WEBVTT', '', '00:00:01.000 --> 00:00:02.000', text)
  it.each<[string, string, number | null, string]>([
    ['no WEBVTT', vtt('1', '00:01.000 --> 00:02.000', 'Hi'), 1, "starts with the word 'WEBVTT'"],
    ['WEBVTTX', vtt('WEBVTTX', '', '00:01.000 --> 00:02.000', 'Hi'), 1, "starts with the word 'WEBVTT'"],
    ['an SRT file', vtt('1', '00:00:01,000 --> 00:00:02,000', 'Hi'), 1, "starts with the word 'WEBVTT'"],
    ['a timing with commas', vtt('WEBVTT', '', '00:00:01,000 --> 00:00:02,000', 'Hi'), 3, 'the cue timing does not parse'],
    ['a timing with 61 seconds', vtt('WEBVTT', '', '00:00:61.000 --> 00:01:02.000', 'Hi'), 3, 'does not parse'],
    ['a timing without an end', vtt('WEBVTT', '', 'id', '00:01.000 -->', 'Hi'), 4, 'does not parse'],
    ['a block with no timing', vtt('WEBVTT', '', 'just words', 'more words', 'Hi'), 3, 'needs a timing line'],
    ['an unknown cue setting', vtt('WEBVTT', '', '00:01.000 --> 00:02.000 onclick:x', 'Hi'), 3, 'cue setting'],
    ['an end before its start', vtt('WEBVTT', '', '', '', '', '00:00:05.000 --> 00:00:04.000', 'Hi'), 6, 'the cue ends before it starts'],
    ['an end equal to its start', vtt('WEBVTT', '', '00:05.000 --> 00:05.000', 'Hi'), 3, 'its end must come after its start'],
    ['cues out of order', vtt('WEBVTT', '', '00:05.000 --> 00:06.000', 'a', '', '00:01.000 --> 00:02.000', 'b'), 6, 'time order'],
    ['a time beyond 24 hours', vtt('WEBVTT', '', '24:00:00.000 --> 24:00:01.000', 'Hi'), 3, 'beyond 24 hours'],
    ['<script>', cue('<script>alert(1)</script>'), 4, "'<script>' is not a WebVTT cue tag"],
    ['<img onerror>', cue('<img src=x onerror=alert(1)>'), 4, 'is not a WebVTT cue tag'],
    ['<iframe>', cue('<iframe src="//evil.example">'), 4, 'is not a WebVTT cue tag'],
    ['an allowed tag with an attribute', cue('<i onmouseover=alert(1)>x</i>'), 4, 'is not a WebVTT cue tag'],
    ['a voice with an attribute', cue('<v onerror=alert(1)>x</v>'), 4, 'is not a WebVTT cue tag'],
    ['a language that is not a tag', cue('<lang "><script>>x</lang>'), 4, 'is not a WebVTT cue tag'],
    ['an unclosed <', cue('a <b'), 4, "a '<' that opens no cue tag"],
    ['javascript:', cue('see javascript:alert(1)'), 4, "'javascript:'"],
    ['javascript: with spaces', cue('JaVa Script:alert(1)'), 4, "'javascript:'"],
    ['&lt;', cue('&lt;script&gt;'), 4, "an entity that makes '<'"],
    ['&#60;', cue('&#60;script>'), 4, "an entity that makes '<'"],
    ['&#x3C;', cue('&#x3C;img>'), 4, "an entity that makes '<'"],
    ['&#0060 without semicolon', cue('&#0060img>'), 4, "an entity that makes '<'"],
    ['&lt without semicolon', cue('&ltimg>'), 4, "an entity that makes '<'"],
    ['a NUL', cue('a\u0000b'), 4, 'control character'],
    ['an escape character', vtt('WEBVTT', '\u001b[31m', '', '00:01.000 --> 00:02.000', 'x'), 2, 'control character'],
    [
      'STYLE with url()',
      vtt('WEBVTT', '', 'STYLE', '::cue { background: URL(https://evil.example/x) }', '', '00:01.000 --> 00:02.000', 'x'),
      4,
      'url(',
    ],
    ['STYLE with @import', vtt('WEBVTT', '', 'STYLE', '@import "x.css";', '', '00:01.000 --> 00:02.000', 'x'), 4, '@import'],
    ['STYLE with CSS escapes', vtt('WEBVTT', '', 'STYLE', '::cue { background: u\\72l(x) }'), 4, 'CSS escapes'],
    ['cue text with an arrow', vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'a', '00:03.000 --> 00:04.000', 'b'), 5, "'-->'"],
    ['no cues at all', vtt('WEBVTT', '', 'NOTE nothing yet'), null, 'no cues'],
  ])('%s', (_name, text, line, words) => {
    const verdict = checkWebVtt(text)
    expect(verdict.ok).toBe(false)
    if (verdict.ok) return
    expect(verdict.line).toBe(line)
    expect(verdict.message).toContain(words)
    if (line !== null) expect(verdict.message).toMatch(new RegExp(`^Line ${line}: `))
  })

  it('a file over 1 MB is refused before it is read line by line', () => {
    const big = `WEBVTT\n\n00:01.000 --> 00:02.000\n${'a'.repeat(WEBVTT_MAX_BYTES)}`
    expect(checkWebVtt(big)).toEqual({ ok: false, line: null, message: 'The caption file is over 1 MB' })
  })

  it('the size is counted in bytes: Arabic letters are two each', () => {
    const arabic = `WEBVTT\n\n00:01.000 --> 00:02.000\n${'ع'.repeat(WEBVTT_MAX_BYTES / 2)}`
    expect(arabic.length).toBeLessThan(WEBVTT_MAX_BYTES)
    expect(checkWebVtt(arabic)).toEqual({ ok: false, line: null, message: 'The caption file is over 1 MB' })
    expect(checkWebVtt(`WEBVTT\n\n00:01.000 --> 00:02.000\n${'ع'.repeat(1000)}`)).toEqual({ ok: true, cues: 1 })
  })

  it('many spaces before an odd character do not make the timing check slow', () => {
    const verdict = checkWebVtt(vtt('WEBVTT', '', `00:01.000 --> 00:02.000${' \t'.repeat(5000)}\u00a0`, 'x'))
    expect(verdict.ok).toBe(false)
  })
})
