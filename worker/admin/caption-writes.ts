/**
 * Issue 20 §6: adding or removing one caption language of an entry. The
 * files live in R2 beside the entry's HLS (media/{playbackId}/captions/), the
 * languages in videos.captions, and the master playlist lists them
 * (shared/rules/hls-subtitles.ts). R2 and D1 share no transaction, so the
 * order is chosen so that a failure half way leaves nothing a player trips
 * over and a retry of the same request finishes the job:
 * - adding: the caption files first (nothing names them yet), then the D1
 *   batch with its audit entry (a stale version refuses it), then the master;
 * - removing: the D1 batch, then the master without the language, and only
 *   then the files the master no longer names.
 * The master is always written from the stored language list, so whichever
 * change is last leaves it right.
 */
import { type CaptionLanguage, captionFiles, captionLanguagesIn, subtitlePlaylist, withSubtitles } from '../../shared/rules/hls-subtitles'
import { type CaptionEntry, setCaptionsStatement } from '../db/video-captions'
import type { Bindings } from '../env'
import { type Actor, auditStatement, isVersionConflict } from './audit'

export type CaptionOutcome =
  | { ok: true; captions: CaptionLanguage[]; version: number }
  | { ok: false; problem: 'versionConflict' | 'noMaster' | 'notListed' }

const folderOf = (entry: CaptionEntry) => `media/${entry.playbackId}`
const masterKey = (entry: CaptionEntry) => `${folderOf(entry)}/master.m3u8`

/** The entry's master playlist as it would be with `languages`, or null when it has no master we can add subtitles to. */
async function masterWith(env: Bindings, entry: CaptionEntry, languages: CaptionLanguage[]): Promise<string | null> {
  const master = await env.MEDIA.get(masterKey(entry))
  return master ? withSubtitles(await master.text(), languages) : null
}

async function commit(
  env: Bindings,
  entry: CaptionEntry,
  captions: CaptionLanguage[],
  change: { actor: Actor; action: string; language: CaptionLanguage; cues?: number },
): Promise<boolean> {
  const at = new Date()
  const audit = auditStatement(
    env.DB,
    {
      actor: change.actor,
      action: change.action,
      subjectType: 'video',
      subjectId: entry.entryId,
      before: { captions: entry.captions },
      after: { captions, language: change.language, ...(change.cues === undefined ? {} : { cues: change.cues }) },
      at,
    },
    { table: 'videos', id: entry.id, version: entry.version },
  )
  try {
    // The audit entry first: a stale version fails the batch before the update runs.
    await env.DB.batch([audit, setCaptionsStatement(env.DB, entry, captions, at)])
    return true
  } catch (err) {
    if (isVersionConflict(err)) return false
    throw err
  }
}

const contentTypes = {
  vtt: { contentType: 'text/vtt; charset=utf-8' },
  m3u8: { contentType: 'application/vnd.apple.mpegurl' },
}

export async function addCaption(
  env: Bindings,
  entry: CaptionEntry,
  language: CaptionLanguage,
  vtt: string,
  cues: number,
  actor: Actor,
): Promise<CaptionOutcome> {
  const captions = captionLanguagesIn([...entry.captions, language])
  const master = await masterWith(env, entry, captions)
  if (master === null) return { ok: false, problem: 'noMaster' }
  const files = captionFiles(language)
  await Promise.all([
    env.MEDIA.put(`${folderOf(entry)}/${files.vtt}`, vtt, { httpMetadata: contentTypes.vtt }),
    env.MEDIA.put(`${folderOf(entry)}/${files.playlist}`, subtitlePlaylist(language, entry.durationSeconds), {
      httpMetadata: contentTypes.m3u8,
    }),
  ])
  if (!(await commit(env, entry, captions, { actor, action: 'captions.upload', language, cues }))) {
    return { ok: false, problem: 'versionConflict' }
  }
  await env.MEDIA.put(masterKey(entry), master, { httpMetadata: contentTypes.m3u8 })
  return { ok: true, captions, version: entry.version + 1 }
}

export async function removeCaption(env: Bindings, entry: CaptionEntry, language: CaptionLanguage, actor: Actor): Promise<CaptionOutcome> {
  if (!entry.captions.includes(language)) return { ok: false, problem: 'notListed' }
  const captions = entry.captions.filter((listed) => listed !== language)
  const master = await masterWith(env, entry, captions)
  if (!(await commit(env, entry, captions, { actor, action: 'captions.remove', language }))) {
    return { ok: false, problem: 'versionConflict' }
  }
  if (master !== null) await env.MEDIA.put(masterKey(entry), master, { httpMetadata: contentTypes.m3u8 })
  const files = captionFiles(language)
  await env.MEDIA.delete([`${folderOf(entry)}/${files.vtt}`, `${folderOf(entry)}/${files.playlist}`])
  return { ok: true, captions, version: entry.version + 1 }
}
