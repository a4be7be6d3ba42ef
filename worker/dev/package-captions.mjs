// issue 20 §6 over §3: re-packaging an entry that already has captions
// (`media:package --entry <id>`, videos.captions non-empty) keeps them. The
// ladder's work folder is shared by every entry packaged from the same file,
// so its master.m3u8 stays as the ladder wrote it; the master sent to R2 is
// withSubtitles over it with the entry's languages, the text a caption upload
// (worker/admin/caption-writes.ts) would make, so a later upload or removal
// is the same transform over the same text. Packaging only puts objects: the
// files under media/{playbackId}/captions/ are never deleted or overwritten.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The caption languages a videos.captions value lists (a JSON array), in the master's order; none for anything else. */
export function captionsOfColumn(rules, column) {
  let values = []
  try {
    const parsed = typeof column === 'string' ? JSON.parse(column) : column
    if (Array.isArray(parsed)) values = parsed
  } catch {
    // A column that is not JSON lists nothing (the table's CHECK keeps it JSON anyway).
  }
  return rules.captionLanguagesIn(values)
}

/** The master to send for an entry with `languages`: the written one as it is without any, withSubtitles over it with some. */
export function captionedMaster(rules, master, languages) {
  if (languages.length === 0) return master
  const captioned = rules.withSubtitles(master, languages)
  if (captioned === null) throw new Error('the packaged master playlist has no variant to list the captions in')
  return captioned
}

/** The objects with media/{playbackId}/master.m3u8 read from `path` instead. */
export function withMasterFrom(objects, playbackId, path) {
  const key = `media/${playbackId}/master.m3u8`
  return objects.map((object) => (object.key === key ? { ...object, path } : object))
}

/**
 * The objects to send for a packaged folder: unchanged for an entry without
 * captions (or a new playback id, whose folder has none); otherwise the master
 * with the entry's subtitle group, written into `scratch`.
 */
export function keepCaptions({ rules, objects, dir, scratch, playbackId, row }) {
  const languages = row?.playback_id === playbackId ? captionsOfColumn(rules, row.captions) : []
  if (languages.length === 0) return { objects, languages }
  const path = join(scratch, 'master.m3u8')
  writeFileSync(path, captionedMaster(rules, readFileSync(join(dir, 'master.m3u8'), 'utf8'), languages))
  return { objects: withMasterFrom(objects, playbackId, path), languages }
}
