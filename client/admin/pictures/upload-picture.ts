/**
 * Issue 19 §8: a picture from the editor's computer into the image library
 * (POST /api/admin/pictures judges it by its bytes and answers its key).
 */
import { errorText } from '../admin-api'

export type UploadedPicture = { ok: true; key: string } | { ok: false; message: string }

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'

/** Opens the browser's file chooser; null when the editor chose nothing. */
export function choosePictureFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = ACCEPT
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true })
    input.addEventListener('cancel', () => resolve(null), { once: true })
    input.click()
  })
}

export async function uploadPicture(file: File): Promise<UploadedPicture> {
  try {
    const response = await fetch('/api/admin/pictures', {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    })
    const body = (await response.json().catch(() => null)) as {
      data?: { attributes: { key: string } }
      errors?: Array<{ code: string; message: string }>
    } | null
    if (response.ok && body?.data) return { ok: true, key: body.data.attributes.key }
    return { ok: false, message: body?.errors ? errorText(body.errors) : `The upload was refused (${response.status})` }
  } catch {
    return { ok: false, message: 'The server could not be reached: check the connection and try again' }
  }
}

/** Choose, upload, and say what happened; null when nothing was chosen. */
export async function chooseAndUploadPicture(): Promise<UploadedPicture | null> {
  const file = await choosePictureFile()
  return file ? uploadPicture(file) : null
}
