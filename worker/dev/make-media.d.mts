/** Types for ./make-media.mjs (tests import findFfmpeg to resolve ffmpeg as `npm start` does). */
export declare function findFfmpeg(): { path: string; source: string } | null
export interface DemoObject {
  key: string
  body: Buffer
  contentType: string
  build: string
}
export declare function makeDemoMedia(options?: {
  log?: (line: string) => void
  ffmpeg?: { path: string; source: string } | null
  cache?: string
}): Promise<DemoObject[] | null>
export declare function putMissingMedia(bucket: R2Bucket, objects: DemoObject[], concurrency?: number): Promise<number>
