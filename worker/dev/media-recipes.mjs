// What the demo's media are made of (worker/dev/make-media.mjs runs these).
// Test patterns and tones from ffmpeg's lavfi sources, so nothing is
// downloaded. Every argument list is the cache key of its rendition: change a
// number here and only that rendition is made again. '{out}' is its directory.

/** SPEC §9.3 asks for far more; these are small on purpose (a few MB for all of them). */
const SEGMENT_SECONDS = 4
const FPS = 24

/** fMP4 HLS, VOD playlist, cut at 4 s; the live window loops these (shared/rules/live-window.ts). */
const HLS = [
  '-f',
  'hls',
  '-hls_time',
  String(SEGMENT_SECONDS),
  '-hls_playlist_type',
  'vod',
  '-hls_segment_type',
  'fmp4',
  '-hls_fmp4_init_filename',
  'init.mp4',
  '-hls_segment_filename',
  '{out}/seg_%03d.m4s',
  '{out}/index.m3u8',
]

const AAC = ['-c:a', 'aac', '-b:a', '64k', '-ac', '2', '-ar', '44100']

/** Two renditions; the bit rate is a cap over constant quality, so a simple pattern stays smaller still. */
const VIDEO_RENDITIONS = [
  { name: '240p', width: 426, height: 240, kbps: 200 },
  { name: '360p', width: 640, height: 360, kbps: 500 },
]

function videoRendition({ pattern, tone, seconds }, { name, width, height, kbps }) {
  const gop = String(SEGMENT_SECONDS * FPS) // a keyframe exactly at every segment boundary
  return {
    name,
    video: true,
    width,
    height,
    fps: FPS,
    args: [
      ...['-f', 'lavfi', '-i', pattern.replace('{size}', `${width}x${height}`).replace('{fps}', String(FPS))],
      ...['-f', 'lavfi', '-i', tone],
      ...['-t', String(seconds), '-map', '0:v', '-map', '1:a'],
      ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level:v', '3.0', '-pix_fmt', 'yuv420p', '-preset', 'veryfast'],
      ...['-crf', '26', '-maxrate', `${kbps}k`, '-bufsize', `${kbps * 2}k`],
      ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
      ...AAC,
      ...HLS,
    ],
  }
}

function video(playbackId, source) {
  return { playbackId, renditions: VIDEO_RENDITIONS.map((rendition) => videoRendition(source, rendition)) }
}

function audio(playbackId, { tone, seconds }) {
  // Audio is cut on AAC frames (23 ms), not on keyframes: stopping 50 ms short keeps the
  // encoder's final padding frame from becoming a 23 ms segment of its own (a hiccup at every live loop).
  const length = String(seconds - 0.05)
  return {
    playbackId,
    renditions: [{ name: 'audio', video: false, args: ['-f', 'lavfi', '-i', tone, '-t', length, ...AAC, ...HLS] }],
  }
}

const sine = (frequency, beepFactor = 0) => `sine=frequency=${frequency}:sample_rate=44100${beepFactor ? `:beep_factor=${beepFactor}` : ''}`

export const DEMO_MEDIA = [
  // On-demand videos, one per audience (free, signed-in, paid): worker/seed/videos.ts demoPlaybackId.
  video('vod-demo-1', { pattern: 'testsrc=size={size}:rate={fps}', tone: sine(440, 4), seconds: 20 }),
  video('vod-demo-2', { pattern: 'smptehdbars=size={size}:rate={fps},hue=H=2*PI*t/10', tone: sine(1000), seconds: 20 }),
  video('vod-demo-3', { pattern: 'testsrc=size={size}:rate={fps},hflip,hue=s=0', tone: sine(660, 2), seconds: 20 }),
  // Audio-only commentary, on demand (worker/seed/commentary.ts): two tones taking turns every second.
  audio('audio-demo', { tone: 'aevalsrc=0.3*sin(2*PI*330*t)*lt(mod(t\\,2)\\,1)+0.3*sin(2*PI*495*t)*gte(mod(t\\,2)\\,1)', seconds: 30 }),
  // Loop recordings for the live window (stream_assets 'live-video' and 'live-audio').
  video('live-video', { pattern: 'testsrc=size={size}:rate={fps},hue=H=PI/2', tone: sine(880, 8), seconds: 60 }),
  audio('live-audio', { tone: 'aevalsrc=0.3*sin(2*PI*(220+110*mod(floor(t)\\,3))*t)', seconds: 60 }),
]
