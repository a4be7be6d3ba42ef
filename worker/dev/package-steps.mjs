// Small steps of packaging that need the shared rules (issue 20 §3, §5).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { THUMBNAIL } from './package-work.mjs'

/**
 * issue 20 §5: the frame at 10% into the picture library, keyed as the back
 * office's picture upload keys its files (worker/routes/admin-pictures.ts:
 * R2 images/uploads/{yyyy}/{mm}/{name}.jpg, the form storing 'uploads/…'),
 * named by its content hash so a resumed run does not store it twice.
 * Answers the key for thumbnail_key, or null when no frame could be made.
 */
export async function putFrame({ rules, store, dir, now }) {
  const path = join(dir, THUMBNAIL)
  if (!existsSync(path)) return null
  const name = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 32)
  const key = `uploads/${now.toISOString().slice(0, 7).replace('-', '/')}/${name}.jpg`
  if (rules.checkImageKey(key).kind !== 'ok') throw new Error(`the picture key ${key} is not one the image transforms serve`)
  await store.putFiles([{ key: `images/${key}`, path, contentType: 'image/jpeg' }])
  return key
}
