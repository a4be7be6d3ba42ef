import { eventMinute } from '../../../shared/rules/match-dates'
import type { MatchEvent } from '../../../shared/types/football'
import type { MessageKey } from '../../../shared/i18n'
import { useT } from '../../hooks/use-t'

const ICON: Record<MatchEvent['type'], string> = {
  goal: 'goal',
  'penalty-goal': 'goal',
  'own-goal': 'goal',
  'missed-penalty': 'miss',
  'yellow-card': 'yellow',
  'second-yellow': 'red',
  'red-card': 'red',
  substitution: 'sub',
}

/** Goals, cards and substitutions with their minutes, home events on one side and away on the other. */
export function EventsTimeline({ events }: { events: readonly MatchEvent[] }) {
  const t = useT()
  return (
    <section className="mc-panel" aria-labelledby="mc-events">
      <h2 id="mc-events" className="mc-panel__title">
        {t('matchCentre.events')}
      </h2>
      {events.length === 0 ? (
        <p className="mc-panel__empty">{t('matchCentre.noEvents')}</p>
      ) : (
        <ol className="timeline" data-testid="events">
          {events.map((event) => (
            <li key={event.id} className={`timeline__event timeline__event--${event.side}`}>
              <span className="timeline__minute">{eventMinute(event.minute, event.addedMinute)}</span>
              <span className={`timeline__icon timeline__icon--${ICON[event.type]}`} aria-hidden="true" />
              <span className="timeline__text">
                <span className="timeline__type">{t(`event.${event.type}` as MessageKey)}</span>
                {event.type === 'substitution' ? (
                  // Who came on and who went off, in words; the arrows only decorate.
                  <>
                    {event.relatedPlayerName ? (
                      <span className="timeline__player">
                        <span aria-hidden="true">↑ </span>
                        {t('event.on', { name: event.relatedPlayerName })}
                      </span>
                    ) : null}
                    <span className="timeline__related">
                      <span aria-hidden="true">↓ </span>
                      {t('event.off', { name: event.playerName })}
                    </span>
                  </>
                ) : (
                  <span className="timeline__player">{event.playerName}</span>
                )}
                {event.type === 'substitution' ? null : event.relatedPlayerName ? (
                  <span className="timeline__related">{t('event.assist', { name: event.relatedPlayerName })}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
