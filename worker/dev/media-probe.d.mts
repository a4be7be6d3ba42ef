/** Types for ./media-probe.mjs (its unit test imports it). */
export interface MediaInfo {
  duration: number
  width: number
  height: number
  fps: number
  hasVideo: boolean
  hasAudio: boolean
}
export type Probed = { ok: true; info: MediaInfo } | { ok: false; message: string }
export declare function sniffRefusal(file: string, head: Uint8Array, size: number): Probed | null
export declare function rate(value: unknown): number
export declare function parseFfprobe(file: string, json: string): Probed
export declare function parseFfmpegInfo(file: string, stderr: string): Probed
export declare function probeFailure(file: string, stderr: string): Probed | null
export declare function probeMedia(ffmpegPath: string, file: string): Promise<Probed>
