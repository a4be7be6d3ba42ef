/**
 * Issue 20 §2: the one SQL form of shared/rules/video-visibility.ts
 * `videoPlayable`: published, released (release_from <= now < release_until
 * when it has an end) and its media ready. Every public read of videos (feed,
 * browse, search, the entry page, the player's grant, the media gateway)
 * writes this fragment, never its own copy.
 *
 * `alias` is the table's alias in the query ('' for none), `now` the SQL
 * parameter bound to the ISO instant (e.g. '?1'). Both are our own text.
 */
export function videoVisibleSql(alias: string, now: string): string {
  const a = alias === '' ? '' : `${alias}.`
  return `(${a}status = 'published' AND ${a}release_from <= ${now}
    AND (${a}release_until IS NULL OR ${a}release_until > ${now}) AND ${a}processing_state = 'ready')`
}
