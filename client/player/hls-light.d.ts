// hls.js ships types for its full build only; the light build (no EME, subtitles or alternate audio)
// has the same API for what we use, so it borrows them.
declare module 'hls.js/light' {
  export * from 'hls.js'
  export { default } from 'hls.js'
}
