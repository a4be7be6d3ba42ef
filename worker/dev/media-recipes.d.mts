/** Types for ./media-recipes.mjs (its unit test imports it). */
import type { AudioCodec, AudioRung, planLadder, VideoRung } from '../../shared/rules/hls-ladder'

export interface DemoRecording {
  playbackId: string
  seconds: number
  renditions: { name: string; rung: AudioRung | VideoRung; args: string[] }[]
  /** issue 20 §6: language → WebVTT text. */
  captions?: Partial<Record<'en' | 'ar', string>>
}
export declare function demoMedia(
  rules: { planLadder: typeof planLadder; SEGMENT_SECONDS: number },
  audioCodec?: AudioCodec,
): DemoRecording[]
