import { type Context, Hono } from 'hono'
import { VIDEO_TITLE_MAX } from '../../shared/schemas/admin-videos'
import { checkUploadCreation, UPLOAD_ID_PATTERN } from '../../shared/rules/video-upload-checks'
import { parseUploadMetadata } from '../media/tus-metadata'
import { TUS_VERSION } from '../../shared/rules/video-upload'
import { staffActor } from '../admin/staff-actor'
import type { AppEnv } from '../env'
import { type ApiErrorCode, apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { removeUpload, receivePart } from '../media/r2-uploads'
import { findUpload } from '../media/upload-rows'
import { startUpload } from '../media/start-upload'
import { videoSettings } from '../media/video-provider'
import { readCappedBytes } from './body-reader'

/**
 * /api/admin/uploads (issue 20 §2): resumable video uploads, tus 1.0.0 core
 * with the creation and termination extensions, for editors. POST makes the
 * draft entry and its upload; for r2 the bytes come here by PATCH, one R2
 * multipart part each (worker/media/r2-uploads.ts); for cloudflare-stream the
 * Location is Stream's own tus address and the bytes never pass through us.
 * HEAD says how far it got so tus-js-client resumes; DELETE cancels.
 */
export const adminUploads = new Hono<AppEnv>()

adminUploads.use('*', requireEditor)

const TUS_EXTENSIONS = 'creation,termination'

function tusHeaders(c: Context<AppEnv>): void {
  c.header('Tus-Resumable', TUS_VERSION)
  c.header('Cache-Control', 'no-store')
}

function refuse(c: Context<AppEnv>, status: 400 | 404 | 409 | 412 | 413 | 415, code: ApiErrorCode, message: string): Response {
  tusHeaders(c)
  return c.json(apiErrorBody(code, message), status)
}

/** tus: a client speaking another version is told which one we speak (412). */
function wrongVersion(c: Context<AppEnv>): Response | null {
  if (c.req.header('Tus-Resumable') === TUS_VERSION) return null
  c.header('Tus-Version', TUS_VERSION)
  return refuse(c, 412, 'bad_request', `This server speaks tus ${TUS_VERSION} (send Tus-Resumable: ${TUS_VERSION})`)
}

adminUploads.options('/', (c) => {
  tusHeaders(c)
  c.header('Tus-Version', TUS_VERSION)
  c.header('Tus-Extension', TUS_EXTENSIONS)
  const video = videoSettings(c.env)
  c.header('Tus-Max-Size', String(video.uploadMaxBytes))
  return c.body(null, 204)
})

adminUploads.post('/', async (c) => {
  const version = wrongVersion(c)
  if (version) return version
  const settings = videoSettings(c.env)
  const metadata = parseUploadMetadata(c.req.header('Upload-Metadata') ?? null)
  if (!metadata) return refuse(c, 400, 'bad_request', 'Upload-Metadata must be tus metadata (key and base64 value pairs)')
  const fileType = metadata.filetype ?? ''
  const created = checkUploadCreation(c.req.header('Upload-Length') ?? null, fileType, settings.uploadMaxBytes)
  if (typeof created !== 'number') return refuse(c, created.status as 400, created.code, created.message)
  const fileName = (metadata.filename ?? '').replace(/\p{Cc}/gu, '').slice(0, 200) || 'video'
  const title = ((metadata.title ?? '').replace(/\p{Cc}/gu, '').trim() || fileName.replace(/\.[^.]*$/, '')).slice(0, VIDEO_TITLE_MAX)
  const started = await startUpload(
    c.env,
    settings,
    await staffActor(c),
    { title, fileName, contentType: fileType, length: created },
    new Date(),
  )
  tusHeaders(c)
  c.header('Location', started.location)
  c.header('X-Entry-Id', started.entryId)
  c.header('Access-Control-Expose-Headers', 'Location, X-Entry-Id, Upload-Offset, Upload-Length')
  return c.body(null, 201)
})

// HEAD (tus): Hono answers HEAD with the GET route, without the body.
adminUploads.get('/:id', async (c) => {
  const upload = await uploadOf(c)
  tusHeaders(c)
  if (!upload) return c.body(null, 404)
  c.header('Upload-Offset', String(upload.received))
  c.header('Upload-Length', String(upload.length))
  return c.body(null, 200)
})

adminUploads.patch('/:id', async (c) => {
  const version = wrongVersion(c)
  if (version) return version
  const upload = await uploadOf(c)
  if (upload?.provider !== 'r2') return refuse(c, 404, 'not_found', 'No such upload (finished, cancelled or expired)')
  if (upload.state !== 'uploading') return refuse(c, 409, 'upload_offset_mismatch', 'This upload is complete already')
  if (c.req.header('Content-Type') !== 'application/offset+octet-stream')
    return refuse(c, 415, 'bad_request', 'A part is sent as application/offset+octet-stream')
  // Never read more than one part: a body past it is refused without storing a byte.
  const body = await readCappedBytes(c.req.raw, upload.part_size)
  if (!body) return refuse(c, 400, 'upload_part_size', `Each part is at most ${upload.part_size} bytes`)
  const outcome = await receivePart(c.env, await staffActor(c), upload, c.req.header('Upload-Offset') ?? null, body, new Date())
  if (!outcome.ok) return refuse(c, outcome.status, outcome.code, outcome.message)
  tusHeaders(c)
  c.header('Upload-Offset', String(outcome.offset))
  return c.body(null, 204)
})

adminUploads.delete('/:id', async (c) => {
  const version = wrongVersion(c)
  if (version) return version
  const upload = await uploadOf(c)
  if (!upload) return refuse(c, 404, 'not_found', 'No such upload (finished, cancelled or expired)')
  if (upload.state !== 'uploading') return refuse(c, 409, 'bad_request', 'This upload is complete: delete the video instead')
  await removeUpload(c.env, await staffActor(c), upload, 'upload-cancel', new Date())
  tusHeaders(c)
  return c.body(null, 204)
})

async function uploadOf(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? ''
  return UPLOAD_ID_PATTERN.test(id) ? findUpload(c.env.DB, id) : null
}
