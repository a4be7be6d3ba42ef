/**
 * The name a team is shown with on the squad, player and /teams pages. The men's first team
 * (SPEC §1: the empty slug) is stored as 'Men' for the team switcher, but its squad is the
 * club's "First Team", a text of the catalogue so Arabic pages say it in Arabic.
 */
import type { Translate } from '../i18n'

export function teamDisplayName(team: { slug: string; name: string }, t: Translate): string {
  return team.slug === '' ? t('teams.firstTeam') : team.name
}
