// What the demo's media are made of (worker/dev/make-media.mjs runs these).
// Test patterns and tones from ffmpeg's lavfi sources, so nothing is
// downloaded. Every argument list is the cache key of its rendition: change a
// number here and only that rendition is made again. '{out}' is its directory.
//
// issue 20 §3: the videos use the packaging ladder (shared/rules/hls-ladder.ts)
// of a 1280x720 source, so the demo plays what packaged videos play: an
// audio-only rendition, 360p, 540p and 720p, under those folder names.
import { DEMO_CAPTIONS } from './demo-captions.mjs'
import { rungArgs } from './ladder-encode.mjs'

/** SPEC §9.3 asks for far more; these are small on purpose (a few MB for all of them). */
const FPS = 24
const SOURCE = { width: 1280, height: 720, fps: FPS, hasAudio: true, hasVideo: true }
/** Constant quality with each rung's cap as -maxrate: a test pattern needs far less than the cap. */
const DEMO_QUALITY = { crf: 26, preset: 'veryfast', profile: 'main', audioKbps: 64, sampleRate: 44100 }
/** Audio is cut on AAC frames (23 ms), not on keyframes: stopping 50 ms short keeps the encoder's final padding frame from becoming a 23 ms segment of its own (a hiccup at every live loop). */
const audioLength = (seconds) => String(seconds - 0.05)

function videoRendition({ pattern, tone, seconds }, rung, segmentSeconds) {
  const lavfi =
    rung.kind === 'video'
      ? [
          '-f',
          'lavfi',
          '-i',
          pattern.replace('{size}', `${rung.width}x${rung.height}`).replace('{fps}', String(FPS)),
          '-f',
          'lavfi',
          '-i',
          tone,
        ]
      : ['-f', 'lavfi', '-i', tone]
  const maps = rung.kind === 'video' ? { video: '0:v', audio: '1:a' } : { audio: '0:a' }
  const length = rung.kind === 'video' ? String(seconds) : audioLength(seconds)
  return { name: rung.name, rung, args: [...lavfi, '-t', length, ...rungArgs(rung, '{out}', maps, DEMO_QUALITY, { segmentSeconds })] }
}

/**
 * Issue 21 §3/§4: one commentary language as an audio-only rendition at the
 * ladder's audio rung (≤ 48 kbit/s: HE-AAC with libfdk_aac, else AAC-LC),
 * under `name`/. `variant`: it is also an audio-only variant of the master
 * (the English one); the Arabic one is an alternate rendition only.
 */
function commentaryRendition(name, language, rung, { tone, seconds }, segmentSeconds, variant) {
  return {
    name,
    rung: { ...rung, name },
    language,
    variant,
    args: [
      '-f',
      'lavfi',
      '-i',
      tone,
      '-t',
      audioLength(seconds),
      ...rungArgs({ ...rung, name }, '{out}', { audio: '0:a' }, DEMO_QUALITY, { segmentSeconds }),
    ],
  }
}

/** Issue 21 §3: a commentary stream in English and Arabic (two distinguishable synthetic sounds; the Arabic one labelled Arabic). */
function commentary(playbackId, rung, english, arabic, segmentSeconds) {
  return {
    playbackId,
    seconds: english.seconds,
    renditions: [
      commentaryRendition('audio', 'en', rung, english, segmentSeconds, true),
      commentaryRendition('audio-ar', 'ar', rung, arabic, segmentSeconds, false),
    ],
  }
}

/** Issue 21 §3: the demo's 'Arabic commentary', unlike any English tone (a warble, not a steady or stepped tone). */
const ARABIC_WARBLE = 'aevalsrc=0.3*sin(2*PI*(260+60*sin(2*PI*3*t))*t)'

const sine = (frequency, beepFactor = 0) => `sine=frequency=${frequency}:sample_rate=44100${beepFactor ? `:beep_factor=${beepFactor}` : ''}`

/**
 * Every demo recording: { playbackId, seconds, renditions: [{ name, rung, args, language?, variant? }], captions? }, the
 * video renditions in the master playlist's order (video rungs, then audio-only);
 * a rendition with `language` (issue 21 §3) is a commentary language in the master's audio group, and
 * one with `variant: false` is that only (not a variant of its own);
 * captions (issue 20 §6) maps a language to its WebVTT text (demo-captions.mjs).
 * `rules` is the loaded shared rules (hls-rules.mjs); `audioCodec` 'he-aac' when this ffmpeg has libfdk_aac.
 */
export function demoMedia(rules, audioCodec = 'aac-lc') {
  const ladder = rules.planLadder(SOURCE, audioCodec)
  const rungs = [...ladder.video, ladder.audio]
  const video = (playbackId, source, captions) => ({
    playbackId,
    seconds: source.seconds,
    ...(captions ? { captions } : {}),
    renditions: rungs.map((rung) => videoRendition(source, rung, rules.SEGMENT_SECONDS)),
  })
  const commentaryRung = ladder.audio // the audio-only rung: ≤ 48 kbit/s
  // Issue 21 §3: the live video's commentary in Arabic too, beside the ladder's audio rung (its English).
  const withArabic = (media, arabic) => ({
    ...media,
    renditions: [
      ...media.renditions.map((rendition) => (rendition.rung.kind === 'audio' ? { ...rendition, language: 'en' } : rendition)),
      commentaryRendition('audio-ar', 'ar', commentaryRung, { ...arabic, seconds: media.seconds }, rules.SEGMENT_SECONDS, false),
    ],
  })
  const audio = (playbackId, english, arabic) => commentary(playbackId, commentaryRung, english, arabic, rules.SEGMENT_SECONDS)
  return [
    // On-demand videos, one per audience (free, signed-in, paid): worker/seed/videos.ts demoPlaybackId.
    video('vod-demo-1', { pattern: 'testsrc=size={size}:rate={fps}', tone: sine(440, 4), seconds: 20 }),
    video('vod-demo-2', { pattern: 'smptehdbars=size={size}:rate={fps},hue=H=2*PI*t/10', tone: sine(1000), seconds: 20 }),
    // The paid one has English and Arabic captions (issue 20 §6); the seed lists them on its entries (worker/seed/videos.ts).
    video('vod-demo-3', { pattern: 'testsrc=size={size}:rate={fps},hflip,hue=s=0', tone: sine(660, 2), seconds: 20 }, DEMO_CAPTIONS),
    // Audio-only commentary, on demand (worker/seed/commentary.ts): in English two tones taking turns every
    // second; in Arabic (issue 21 §3) a low tone warbling three times a second.
    audio(
      'audio-demo',
      { tone: 'aevalsrc=0.3*sin(2*PI*330*t)*lt(mod(t\\,2)\\,1)+0.3*sin(2*PI*495*t)*gte(mod(t\\,2)\\,1)', seconds: 30 },
      { tone: ARABIC_WARBLE, seconds: 30 },
    ),
    // Loop recordings for the live window (stream_assets 'live-video' and 'live-audio'), both with Arabic commentary.
    withArabic(video('live-video', { pattern: 'testsrc=size={size}:rate={fps},hue=H=PI/2', tone: sine(880, 8), seconds: 60 }), {
      tone: ARABIC_WARBLE,
    }),
    audio(
      'live-audio',
      { tone: 'aevalsrc=0.3*sin(2*PI*(220+110*mod(floor(t)\\,3))*t)', seconds: 60 },
      { tone: 'aevalsrc=0.3*sin(2*PI*(520-120*mod(floor(t)\\,2))*t)*gte(mod(t\\,0.5)\\,0.1)', seconds: 60 },
    ),
  ]
}
