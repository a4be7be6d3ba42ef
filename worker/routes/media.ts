import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { serveMedia } from '../streaming/media-gateway'

/**
 * /media/{playbackId}/… (ARCHITECTURE "The way of a request"; issue 9 §4):
 * protected HLS, read only with a playback token (worker/streaming/media-gateway.ts).
 */
export const media = new Hono<AppEnv>()

media.on(['GET', 'HEAD'], '/*', serveMedia)
media.all('/*', (c) => c.json(apiErrorBody('method_not_allowed', 'Media is only read'), 405, { Allow: 'GET, HEAD' }))
