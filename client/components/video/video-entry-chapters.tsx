import { type Chapter, chapterTime } from '../../../shared/rules/replay-chapters'
import { useT } from '../../hooks/use-t'

/**
 * Issue 20 §4: a replay's chapters on its entry's page, readable without the player (the player seeks to
 * them). Issue 22 §3: a deferred part (video-entry-page.tsx): the server renders it, its code comes after
 * hydration begins; nothing in the store changes it.
 */
export function VideoEntryChapters({ chapters }: { chapters: readonly Chapter[] }) {
  const t = useT()
  return (
    <section className="video-entry__chapters" aria-labelledby="video-entry-chapters">
      <h2 id="video-entry-chapters">{t('videoHub.chapters')}</h2>
      <ol>
        {chapters.map((chapter) => (
          <li key={`${chapter.at}-${chapter.kind}-${chapter.label}`}>
            <time dateTime={`PT${chapter.at}S`}>{chapterTime(chapter.at)}</time> <span>{chapter.label}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
