/** Types for ./media-recipes.mjs (its unit test imports it). */
import type { AudioCodec, AudioRung, planLadder, VideoRung } from '../../shared/rules/hls-ladder'

export interface DemoRecording {
  playbackId: string
  seconds: number
  /** issue 21 §3: `language` names a commentary language (the master's audio group); `variant: false` is that only. */
  renditions: { name: string; rung: AudioRung | VideoRung; args: string[]; language?: 'en' | 'ar'; variant?: boolean }[]
  /** issue 20 §6: language → WebVTT text. */
  captions?: Partial<Record<'en' | 'ar', string>>
}
export declare function demoMedia(
  rules: { planLadder: typeof planLadder; SEGMENT_SECONDS: number },
  audioCodec?: AudioCodec,
): DemoRecording[]
