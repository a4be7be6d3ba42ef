/** Types for ./demo-captions.mjs (its unit test imports it). */
import type { captionFiles, captionLanguagesIn, subtitlePlaylist, withSubtitles } from '../../shared/rules/hls-subtitles'
import type { AudioRendition, MasterVariant, writeMasterPlaylist } from '../../shared/rules/hls-master-playlist'

export declare const DEMO_CAPTIONS: { en: string; ar: string }
export declare const CAPTION_TYPES: { vtt: string; m3u8: string }
export interface CaptionRules {
  writeMasterPlaylist: typeof writeMasterPlaylist
  withSubtitles: typeof withSubtitles
  captionLanguagesIn: typeof captionLanguagesIn
  captionFiles: typeof captionFiles
  subtitlePlaylist: typeof subtitlePlaylist
}
export declare function demoMasterAndCaptions(
  rules: CaptionRules,
  media: { playbackId: string; seconds: number; captions?: Partial<Record<'en' | 'ar', string>> },
  variants: readonly MasterVariant[],
  audio?: readonly AudioRendition[],
): { master: string; files: { key: string; text: string; contentType: string }[] }
