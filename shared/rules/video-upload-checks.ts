/**
 * Issue 20 §2 and "Bad input": what a tus upload's creation and parts must
 * be, decided once for the worker's endpoints (and their tests). Each refusal
 * has the status and stable code the API answers with.
 */
import { UPLOAD_PART_BYTES } from './video-upload'

export interface UploadRefusal {
  status: 400 | 409 | 413 | 415
  code: 'upload_empty' | 'upload_too_large' | 'upload_not_video' | 'upload_offset_mismatch' | 'upload_part_size' | 'bad_request'
  message: string
}

/** Entry ids, playback ids and upload ids we make (and accept in paths): never a path character. */
export const ENTRY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const UPLOAD_ID_PATTERN = /^[a-f0-9]{32}$/

const GIB = 1024 ** 3
const MIB = 1024 ** 2

/** A size as people say it: '10 GiB', '500 MiB'. */
export function bytesLabel(bytes: number): string {
  if (bytes >= GIB) return `${Number((bytes / GIB).toFixed(1))} GiB`
  if (bytes >= MIB) return `${Number((bytes / MIB).toFixed(1))} MiB`
  return `${bytes} bytes`
}

/** A new upload: its declared length (the Upload-Length header's text) and the file type the browser gave. */
export function checkUploadCreation(lengthHeader: string | null, fileType: string, maxBytes: number): UploadRefusal | number {
  if (lengthHeader === null || !/^[0-9]{1,16}$/.test(lengthHeader))
    return {
      status: 400,
      code: 'bad_request',
      message: 'Upload-Length must be the file’s size in bytes (uploads of unknown length are not accepted)',
    }
  const length = Number(lengthHeader)
  if (length === 0) return { status: 400, code: 'upload_empty', message: 'The file is empty: choose the video file again' }
  if (length > maxBytes)
    return { status: 413, code: 'upload_too_large', message: `The file is larger than the ${bytesLabel(maxBytes)} a video upload may be` }
  if (!/^video\/[a-z0-9.+-]+$/i.test(fileType))
    return { status: 415, code: 'upload_not_video', message: 'This is not a video file: upload an MP4, MOV, MKV or WebM video' }
  return length
}

/** The bytes one PATCH must carry: a whole part, or the rest of the file for the last one. */
export function expectedPartBytes(received: number, length: number, partSize = UPLOAD_PART_BYTES): number {
  return Math.min(partSize, length - received)
}

/** A PATCH: its Upload-Offset header against what was received, and its body's size against the part it must be. */
export function checkUploadPart(
  offsetHeader: string | null,
  received: number,
  length: number,
  bodyBytes: number,
  partSize = UPLOAD_PART_BYTES,
): UploadRefusal | null {
  if (offsetHeader === null || !/^[0-9]{1,16}$/.test(offsetHeader) || Number(offsetHeader) !== received)
    return {
      status: 409,
      code: 'upload_offset_mismatch',
      message: `The upload continues from byte ${received}: ask for the offset (HEAD) and resume from there`,
    }
  const expected = expectedPartBytes(received, length, partSize)
  if (bodyBytes !== expected)
    return { status: 400, code: 'upload_part_size', message: `Each part is ${expected} bytes here (${bodyBytes} were sent)` }
  return null
}
