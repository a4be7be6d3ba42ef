/** Types for ./package-captions.mjs (its unit test imports it). */
import type { CaptionLanguage, captionLanguagesIn, withSubtitles } from '../../shared/rules/hls-subtitles'
import type { PackageFile } from './media-store.mjs'

export interface PackageCaptionRules {
  captionLanguagesIn: typeof captionLanguagesIn
  withSubtitles: typeof withSubtitles
}
export declare function captionsOfColumn(rules: PackageCaptionRules, column: unknown): CaptionLanguage[]
export declare function captionedMaster(rules: PackageCaptionRules, master: string, languages: readonly CaptionLanguage[]): string
export declare function withMasterFrom(objects: PackageFile[], playbackId: string, path: string): PackageFile[]
export declare function keepCaptions(options: {
  rules: PackageCaptionRules
  objects: PackageFile[]
  dir: string
  scratch: string
  playbackId: string
  row: { playback_id: string; captions?: unknown } | null
}): { objects: PackageFile[]; languages: CaptionLanguage[] }
