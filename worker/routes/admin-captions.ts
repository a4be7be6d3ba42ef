/**
 * Issue 20 §6 "Captions": an editor uploads a WebVTT file per entry and
 * language, and the entry's players offer it.
 *
 *   PUT    /api/admin/videos/{entryId}/captions/{lang}   body: the WebVTT file (text/vtt)
 *   DELETE /api/admin/videos/{entryId}/captions/{lang}
 *
 * lang is 'en' or 'ar'. The file is judged by its text (shared/rules/webvtt-check.ts):
 * 422 caption_invalid with the line of its first problem, nothing stored.
 * An unknown entry, an entry id that is not a plain id, or another language
 * is 404; an entry whose media are not ready, or with no master playlist, is
 * 409 media_not_ready; a Cloudflare Stream entry is 409 captions_not_supported
 * (its captions are uploaded in Stream for now). Each change is audited
 * (subject 'video', the entry id), moves the entry's version on and purges
 * its page. Answers the entry's caption languages and its new version.
 */
import { type Context, Hono } from 'hono'
import { type CaptionLanguage, isCaptionLanguage } from '../../shared/rules/hls-subtitles'
import { videoEntryPath } from '../../shared/rules/video-entry-point'
import { checkWebVtt, WEBVTT_MAX_BYTES } from '../../shared/rules/webvtt-check'
import { addCaption, type CaptionOutcome, removeCaption } from '../admin/caption-writes'
import { purgeEverywhere } from '../admin/purge'
import { staffActor } from '../admin/staff-actor'
import { type CaptionEntry, captionEntry } from '../db/video-captions'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { readBodyText, tooLargeMessage } from './body-reader'

// Ids from the path become an R2 folder's lookup and SQL: only plain ids.
const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/

export const adminCaptions = new Hono<AppEnv>()

adminCaptions.use('/:entryId/captions/*', requireEditor)

type Target = { ok: true; entry: CaptionEntry; language: CaptionLanguage } | { ok: false; response: Response }

/** The entry and language the path names, ready for captions, or the refusal. */
async function target(c: Context<AppEnv>): Promise<Target> {
  const entryId = c.req.param('entryId') ?? ''
  const language = c.req.param('lang') ?? ''
  const refuse = (status: 404 | 409, code: 'not_found' | 'media_not_ready' | 'captions_not_supported', message: string) => ({
    ok: false as const,
    response: c.json(apiErrorBody(code, message), status),
  })
  if (!ENTRY_ID.test(entryId)) return refuse(404, 'not_found', 'No such video entry')
  if (!isCaptionLanguage(language)) return refuse(404, 'not_found', 'Captions are for English (en) or Arabic (ar)')
  const entry = await captionEntry(c.env.DB, entryId)
  if (!entry) return refuse(404, 'not_found', 'No such video entry')
  if (entry.provider === 'cloudflare-stream') {
    return refuse(409, 'captions_not_supported', 'Captions for Cloudflare Stream videos are uploaded in Stream for now')
  }
  if (entry.processingState !== 'ready') {
    return refuse(409, 'media_not_ready', 'Captions can be added once the video’s media are ready')
  }
  return { ok: true, entry, language }
}

async function answer(c: Context<AppEnv>, entry: CaptionEntry, outcome: CaptionOutcome, cues?: number): Promise<Response> {
  if (!outcome.ok) {
    if (outcome.problem === 'versionConflict') {
      return c.json(apiErrorBody('version_conflict', 'The video entry was changed by someone else: try again'), 409)
    }
    if (outcome.problem === 'notListed') return c.json(apiErrorBody('not_found', 'This entry has no captions in that language'), 404)
    return c.json(apiErrorBody('media_not_ready', 'The video’s media have no master playlist to list captions in'), 409)
  }
  await purgeEverywhere(c, [videoEntryPath(entry.entryId)])
  const attributes = { captions: outcome.captions, version: outcome.version, ...(cues === undefined ? {} : { cues }) }
  return c.json({ data: { type: 'video', id: entry.entryId, attributes } })
}

adminCaptions.put('/:entryId/captions/:lang', async (c) => {
  const found = await target(c)
  if (!found.ok) return found.response
  const body = await readBodyText(c, WEBVTT_MAX_BYTES)
  if (!body.ok) return c.json(apiErrorBody('payload_too_large', tooLargeMessage('The caption file', WEBVTT_MAX_BYTES)), 413)
  const verdict = checkWebVtt(body.text)
  if (!verdict.ok) return c.json(apiErrorBody('caption_invalid', verdict.message), 422)
  const outcome = await addCaption(c.env, found.entry, found.language, body.text, verdict.cues, await staffActor(c))
  return answer(c, found.entry, outcome, verdict.cues)
})

adminCaptions.delete('/:entryId/captions/:lang', async (c) => {
  const found = await target(c)
  if (!found.ok) return found.response
  return answer(c, found.entry, await removeCaption(c.env, found.entry, found.language, await staffActor(c)))
})
