import { Hono } from 'hono'
import { judgePicture, PICTURE_MAX_BYTES, PICTURE_REFUSALS, PICTURE_TYPES } from '../../shared/rules/picture-upload'
import { declaredOverCap } from '../../shared/rules/body-cap'
import { auditStatement } from '../admin/audit'
import { staffActor } from '../admin/staff-actor'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { readCappedBytes } from './body-reader'

/**
 * POST /api/admin/pictures (issue 19 §8): a picture from the editor's browser,
 * the file's bytes as the body. Judged by its bytes (shared/rules/picture-upload.ts),
 * stored in R2 under images/uploads/{yyyy}/{mm}/{uuid}.{ext} with the type its
 * bytes say, and served through the existing image transforms at /images/{key}.
 * Answers the key every form stores.
 */
export const adminPictures = new Hono<AppEnv>()

adminPictures.use('*', requireEditor)

adminPictures.post('/', async (c) => {
  if (declaredOverCap(c.req.header('content-length'), PICTURE_MAX_BYTES)) {
    return c.json(apiErrorBody('payload_too_large', PICTURE_REFUSALS.tooLarge), 413)
  }
  const bytes = await readCappedBytes(c.req.raw, PICTURE_MAX_BYTES)
  const verdict = judgePicture(bytes)
  if (!verdict.ok || bytes === null) {
    const reason = verdict.ok ? 'tooLarge' : verdict.reason
    return reason === 'tooLarge'
      ? c.json(apiErrorBody('payload_too_large', PICTURE_REFUSALS.tooLarge), 413)
      : c.json(apiErrorBody('unsupported_picture', PICTURE_REFUSALS[reason]), 415)
  }
  const now = new Date()
  const type = PICTURE_TYPES[verdict.format]
  const key = `uploads/${now.toISOString().slice(0, 7).replace('-', '/')}/${crypto.randomUUID()}.${type.extension}`
  await c.env.MEDIA.put(`images/${key}`, bytes, { httpMetadata: { contentType: type.contentType } })
  // The audit entry follows the stored object (R2 and D1 share no transaction); a picture nobody uses harms nothing.
  const actor = await staffActor(c)
  await auditStatement(
    c.env.DB,
    {
      actor,
      action: 'upload',
      subjectType: 'picture',
      subjectId: key,
      before: null,
      after: { key, bytes: bytes.byteLength, type: type.contentType },
      at: now,
    },
    { unversioned: true },
  ).run()
  return c.json({ data: { type: 'picture', id: key, attributes: { key, contentType: type.contentType, bytes: bytes.byteLength } } }, 201)
})
