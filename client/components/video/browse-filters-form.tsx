import type { FormEvent, ReactNode } from 'react'
import type { MessageKey } from '../../../shared/i18n'
import { type BrowseCategory, type BrowseFilters, browsePath, NO_BROWSE_FILTERS } from '../../../shared/rules/browse-filters'
import { VIDEO_SEASON_FILTERS, VIDEO_TEAM_FILTERS } from '../../../shared/schemas/search-limits'
import { useT } from '../../hooks/use-t'
import { navigate } from '../../router/navigate'
import { useStore } from '../../state/store-context'

const DURATIONS: ReadonlyArray<{ id: 'short' | 'medium' | 'long'; label: MessageKey }> = [
  { id: 'short', label: 'videoHub.durationShort' },
  { id: 'medium', label: 'videoHub.durationMedium' },
  { id: 'long', label: 'videoHub.durationLong' },
]

/**
 * SPEC §3 video filters as a form that works without JavaScript (GET /videos/browse?…):
 * category, team, season (2025 back to 2020) and duration (Short, Medium, Long at 300 and 600 s).
 * With JavaScript 'Apply filters' is client navigation to the filtered address. A change alone
 * applies nothing: navigation moves focus and scroll, which a keyboard user browsing the options
 * must not meet (WCAG 3.2.2).
 */
export function BrowseFiltersForm({ filters, categories }: { filters: BrowseFilters; categories: readonly BrowseCategory[] }) {
  const t = useT()
  const store = useStore()
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const value = (name: string) => String(data.get(name) ?? '') || null
    const season = value('season')
    const next: BrowseFilters = {
      category: value('category'),
      team: value('team') as BrowseFilters['team'],
      season: season === null ? null : Number(season),
      duration: value('duration') as BrowseFilters['duration'],
    }
    void navigate(store, new URL(browsePath(next, categories), location.href))
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_BROWSE_FILTERS)
  return (
    <form className="browse-filters" method="get" action="/videos/browse" onSubmit={onSubmit} aria-label={t('videoHub.filters')}>
      <Select name="category" label={t('videoHub.category')} value={filters.category} any={t('videoHub.any')}>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </Select>
      <Select name="team" label={t('videoHub.team')} value={filters.team} any={t('videoHub.any')}>
        {VIDEO_TEAM_FILTERS.map((team) => (
          <option key={team.id} value={team.id}>
            {team.label}
          </option>
        ))}
      </Select>
      <Select name="season" label={t('videoHub.season')} value={filters.season} any={t('videoHub.any')}>
        {VIDEO_SEASON_FILTERS.map((year) => (
          <option key={year} value={year}>
            {`${year}/${String((year + 1) % 100).padStart(2, '0')}`}
          </option>
        ))}
      </Select>
      <Select name="duration" label={t('videoHub.duration')} value={filters.duration} any={t('videoHub.any')}>
        {DURATIONS.map((d) => (
          <option key={d.id} value={d.id}>
            {t(d.label)}
          </option>
        ))}
      </Select>
      <div className="browse-filters__actions">
        <button type="submit" className="hub-button hub-button--ghost browse-filters__apply">
          {t('videoHub.apply')}
        </button>
        {filtered ? (
          <a href="/videos/browse" className="browse-filters__clear">
            {t('videoHub.clear')}
          </a>
        ) : null}
      </div>
    </form>
  )
}

function Select(props: { name: string; label: string; any: string; value: string | number | null; children: ReactNode }) {
  const id = `browse-${props.name}`
  return (
    <div className="browse-filters__field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value === null ? '' : String(props.value)}>
        <option value="">{props.any}</option>
        {props.children}
      </select>
    </div>
  )
}
