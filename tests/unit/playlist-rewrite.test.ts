import { describe, expect, it } from 'vitest'
import { subtitlePlaylist, withSubtitles } from '../../shared/rules/hls-subtitles'
import { rewritePlaylist, withToken } from '../../shared/rules/playlist-rewrite'

const T = 'eyJhbGciOiJFUzI1NiJ9.eyJwaWQiOiJ2b2QifQ.c2ln'

describe('one URI gets the playback token', () => {
  it.each<[string, string, string]>([
    ['a relative segment', 'seg_000.m4s', `seg_000.m4s?token=${T}`],
    ['a relative path into a rendition', '240p/index.m3u8', `240p/index.m3u8?token=${T}`],
    ['a path from our own root', '/media/vod-demo-1/240p/init.mp4', `/media/vod-demo-1/240p/init.mp4?token=${T}`],
    ['a URI with a query keeps it', 'seg_001.m4s?v=2&lang=en', `seg_001.m4s?v=2&lang=en&token=${T}`],
    ['an old token is replaced, not doubled', 'seg.m4s?token=old&v=2', `seg.m4s?v=2&token=${T}`],
    ['a bare question mark', 'seg.m4s?', `seg.m4s?token=${T}`],
    ['a fragment stays last', 'seg.m4s#t=1', `seg.m4s?token=${T}#t=1`],
    ['a parameter merely ending in token is kept', 'seg.m4s?csrftoken=1', `seg.m4s?csrftoken=1&token=${T}`],
    ['an absolute foreign URI is left alone', 'https://cdn.example.net/seg.m4s', 'https://cdn.example.net/seg.m4s'],
    ['a protocol-relative URI is left alone', '//cdn.example.net/seg.m4s', '//cdn.example.net/seg.m4s'],
    ['a key server scheme is left alone', 'skd://key-id', 'skd://key-id'],
    ['a data URI is left alone', 'data:text/plain,abc', 'data:text/plain,abc'],
    ['an empty URI stays empty', '', ''],
  ])('%s', (_name, uri, expected) => {
    expect(withToken(uri, T)).toBe(expected)
  })

  it('a token with reserved characters is encoded', () => {
    expect(withToken('seg.m4s', 'a&b=c d')).toBe('seg.m4s?token=a%26b%3Dc%20d')
  })
})

describe('a playlist gets the token on every URI it names', () => {
  it('a multivariant playlist: variant lines, EXT-X-MEDIA URIs and quoted attributes with commas', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="English, commentary",DEFAULT=YES,URI="audio/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=131854,RESOLUTION=426x240,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aac"',
      '240p/index.m3u8',
      '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=20000,URI="240p/iframes.m3u8"',
      '',
    ].join('\n')
    expect(rewritePlaylist(master, T)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="English, commentary",DEFAULT=YES,URI="audio/index.m3u8?token=${T}"`,
        '#EXT-X-STREAM-INF:BANDWIDTH=131854,RESOLUTION=426x240,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aac"',
        `240p/index.m3u8?token=${T}`,
        `#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=20000,URI="240p/iframes.m3u8?token=${T}"`,
        '',
      ].join('\n'),
    )
  })

  it('issue 20 §6: a master with captions: the subtitle renditions and their playlists carry the token too', () => {
    const master = withSubtitles('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=200000\nlow/index.m3u8\n', ['en', 'ar']) ?? ''
    const rewritten = rewritePlaylist(master, T)
    expect(rewritten).toContain(`NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="captions/en.m3u8?token=${T}"`)
    expect(rewritten).toContain(`NAME="العربية",LANGUAGE="ar",DEFAULT=NO,AUTOSELECT=YES,URI="captions/ar.m3u8?token=${T}"`)
    expect(rewritten).toContain(`#EXT-X-STREAM-INF:BANDWIDTH=200000,SUBTITLES="subs"\nlow/index.m3u8?token=${T}`)
    expect(rewritePlaylist(subtitlePlaylist('ar', 90), T)).toContain(`#EXTINF:90.000,\nar.vtt?token=${T}\n#EXT-X-ENDLIST`)
  })

  it('a media playlist: init segment, key, segments; comments, blank lines and CRLF pass through', () => {
    const media = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:4',
      '# made by make-media.mjs, URI="not-a-tag.m4s"',
      '#EXT-X-MAP:URI="init.mp4",BYTERANGE="720@0"',
      '#EXT-X-KEY:METHOD=AES-128,URI="key.bin?kid=1",IV=0x1234',
      '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://key-id",KEYFORMAT="com.apple.streamingkeydelivery"',
      '',
      '#EXTINF:4.000000,URI="a title, not a link"',
      'seg_000.m4s',
      '  seg_001.m4s  ',
      '#EXTINF:4.000000,',
      'https://cdn.example.net/seg_002.m4s',
      '#EXT-X-ENDLIST',
    ].join('\r\n')
    expect(rewritePlaylist(media, T).split('\r\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:4',
      '# made by make-media.mjs, URI="not-a-tag.m4s"',
      `#EXT-X-MAP:URI="init.mp4?token=${T}",BYTERANGE="720@0"`,
      `#EXT-X-KEY:METHOD=AES-128,URI="key.bin?kid=1&token=${T}",IV=0x1234`,
      '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://key-id",KEYFORMAT="com.apple.streamingkeydelivery"',
      '',
      '#EXTINF:4.000000,URI="a title, not a link"',
      `seg_000.m4s?token=${T}`,
      `seg_001.m4s?token=${T}`,
      '#EXTINF:4.000000,',
      'https://cdn.example.net/seg_002.m4s',
      '#EXT-X-ENDLIST',
    ])
  })

  it('tags of low-latency HLS with URIs get it too, and an unquoted or unterminated URI is not guessed at', () => {
    const lines = [
      '#EXT-X-PART:DURATION=1.0,URI="part_1.m4s"',
      '#EXT-X-PRELOAD-HINT:TYPE=PART,URI="part_2.m4s"',
      '#EXT-X-RENDITION-REPORT:URI="../360p/index.m3u8",LAST-MSN=3',
      '#EXT-X-SESSION-KEY:METHOD=AES-128,URI=key.bin',
      '#EXT-X-MAP:URI="init.mp4',
    ]
    expect(rewritePlaylist(lines.join('\n'), T).split('\n')).toEqual([
      `#EXT-X-PART:DURATION=1.0,URI="part_1.m4s?token=${T}"`,
      `#EXT-X-PRELOAD-HINT:TYPE=PART,URI="part_2.m4s?token=${T}"`,
      `#EXT-X-RENDITION-REPORT:URI="../360p/index.m3u8?token=${T}",LAST-MSN=3`,
      '#EXT-X-SESSION-KEY:METHOD=AES-128,URI=key.bin',
      '#EXT-X-MAP:URI="init.mp4',
    ])
  })

  it('rewriting a rewritten playlist with a new token leaves only the new token', () => {
    const once = rewritePlaylist('#EXT-X-MAP:URI="init.mp4"\nseg_000.m4s\n', 'first')
    expect(rewritePlaylist(once, 'second')).toBe('#EXT-X-MAP:URI="init.mp4?token=second"\nseg_000.m4s?token=second\n')
  })

  it('a playlist without a final newline keeps it that way; an empty one stays empty', () => {
    expect(rewritePlaylist('#EXTM3U\nseg.m4s', T)).toBe(`#EXTM3U\nseg.m4s?token=${T}`)
    expect(rewritePlaylist('', T)).toBe('')
  })
})
