import { type Chapter, chapterOffset, chapterTime } from '../../../shared/rules/replay-chapters'
import { useT } from '../../hooks/use-t'

interface ChapterBarProps {
  chapters: readonly Chapter[]
  /** The entry's length: markers are placed by at / duration before the media has said its own. */
  durationSeconds: number
  /** Moves the picture there and plays. */
  onSeek: (at: number) => void
}

/**
 * Issue 20 §4: a replay's chapters on the player. The player keeps the
 * browser's own controls, so the markers are a bar of their own under the
 * picture (a marker at each chapter's place on the timeline, for the pointer),
 * with the same chapters as a list of buttons below: a click on a marker, or a
 * click or Enter on the list, seeks and plays.
 */
export function ChapterBar({ chapters, durationSeconds, onSeek }: ChapterBarProps) {
  const t = useT()
  if (chapters.length === 0 || !(durationSeconds > 0)) return null
  const name = (chapter: Chapter) => `${chapter.label}, ${chapterTime(chapter.at)}`
  return (
    <section className="chapter-bar" aria-labelledby="chapter-bar-heading">
      <h3 id="chapter-bar-heading" className="visually-hidden">
        {t('videoHub.chapters')}
      </h3>
      {/* Pointer shortcuts on the timeline, hidden from assistive technology and the tab order: markers a few
          pixels apart cannot each be a 24 px target (WCAG 2.5.8, axe target-size on a 375 px phone), and the list
          below is the equivalent control every user can reach. */}
      <div className="chapter-bar__track" aria-hidden="true">
        {chapters.map((chapter, index) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the chapter list below is the keyboard path (WCAG 2.5.8 equivalent).
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: chapters are a fixed list; two may share a second and a label.
            key={index}
            className={`chapter-bar__marker chapter-bar__marker--${chapter.kind}`}
            style={{ left: `${chapterOffset(chapter.at, durationSeconds)}%` }}
            title={name(chapter)}
            onClick={() => onSeek(chapter.at)}
          />
        ))}
      </div>
      <ol className="chapter-bar__list">
        {chapters.map((chapter, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <li key={index}>
            {/* Named by what it shows (time, then label): an aria-label in another order fails WCAG 2.5.3. */}
            <button type="button" onClick={() => onSeek(chapter.at)}>
              <time dateTime={`PT${chapter.at}S`}>{chapterTime(chapter.at)}</time>
              <span>{chapter.label}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
