// issue 20 §6 "Captions" in the demo: the paid demo recording (vod-demo-3,
// 20 s) has an English and an Arabic WebVTT, so captions can be tried on
// `npm start` without uploading anything. make-media.mjs puts them into the
// local R2 beside the recording, as the back office's caption upload would
// (worker/admin/caption-writes.ts): media/{playbackId}/captions/{lang}.vtt,
// its one-segment playlist, and the master with the subtitle group.
// Every cue is valid under shared/rules/webvtt-check.ts (its unit test says so).

/** Cue times inside the recording's 20 seconds. */
export const DEMO_CAPTIONS = {
  en: `WEBVTT

1
00:00:01.000 --> 00:00:05.000
Kick-off at Town Park

2
00:00:05.500 --> 00:00:10.000
Town move the ball down the left wing

3
00:00:10.500 --> 00:00:15.000
A cross into the box… and a header just wide!

4
00:00:15.500 --> 00:00:19.500
Still goalless at Town Park
`,
  ar: `WEBVTT

1
00:00:01.000 --> 00:00:05.000
صافرة البداية في ملعب تاون بارك

2
00:00:05.500 --> 00:00:10.000
تاون يتقدم بالكرة على الجهة اليسرى

3
00:00:10.500 --> 00:00:15.000
عرضية داخل منطقة الجزاء… ورأسية تمر بجوار القائم!

4
00:00:15.500 --> 00:00:19.500
لا أهداف حتى الآن في ملعب تاون بارك
`,
}

export const CAPTION_TYPES = { vtt: 'text/vtt; charset=utf-8', m3u8: 'application/vnd.apple.mpegurl' }

/**
 * The master playlist of one demo recording and its caption files:
 * { master, files: [{ key, text, contentType }] }. With captions the master is
 * withSubtitles over what writeMasterPlaylist wrote, exactly what a caption
 * upload makes of it, so a later upload or removal in the back office is the
 * same transform over the same text. `rules` holds writeMasterPlaylist,
 * withSubtitles, captionLanguagesIn, captionFiles and subtitlePlaylist
 * (hls-rules.mjs, or the TypeScript modules in a unit test). `audio` (issue 21
 * §3): the commentary languages, [{ language, uri, bandwidth }], English first.
 */
export function demoMasterAndCaptions(rules, media, variants, audio = []) {
  const written = rules.writeMasterPlaylist(variants, [], audio)
  const languages = rules.captionLanguagesIn(Object.keys(media.captions ?? {}))
  if (languages.length === 0) return { master: written, files: [] }
  const master = rules.withSubtitles(written, languages)
  if (master === null) throw new Error(`the master of ${media.playbackId} has no variant to list captions in`)
  const folder = `media/${media.playbackId}`
  const files = languages.flatMap((language) => {
    const paths = rules.captionFiles(language)
    return [
      { key: `${folder}/${paths.vtt}`, text: media.captions[language], contentType: CAPTION_TYPES.vtt },
      { key: `${folder}/${paths.playlist}`, text: rules.subtitlePlaylist(language, media.seconds), contentType: CAPTION_TYPES.m3u8 },
    ]
  })
  return { master, files }
}
