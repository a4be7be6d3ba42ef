/**
 * Issue 20 "Bad input": the first bytes of an upload must look like a video
 * container, whatever type the browser claimed. ISO BMFF (MP4, MOV, M4V) has
 * an `ftyp` box at offset 4; Matroska and WebM start with the EBML magic
 * 1A 45 DF A3. An HTML page, a zip, a picture or text is refused at once. A
 * truncated MP4 still starts right: packaging (or Stream) refuses it later.
 */
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3] as const
const FTYP = [0x66, 0x74, 0x79, 0x70] as const // 'ftyp'

export type VideoContainer = 'iso-bmff' | 'matroska'

/** The container these first bytes start, or null when they are not a video's. */
export function sniffVideoContainer(head: Uint8Array): VideoContainer | null {
  if (head.length >= 8 && FTYP.every((byte, i) => head[4 + i] === byte)) return 'iso-bmff'
  if (head.length >= 4 && EBML_MAGIC.every((byte, i) => head[i] === byte)) return 'matroska'
  return null
}
