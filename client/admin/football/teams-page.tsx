import type { ColumnDef } from '@tanstack/react-table'
import { type TeamFields, TeamFieldsSchema } from '../../../shared/schemas/admin-football-basics'
import type { AdminTeam } from '../../../shared/types/admin-football'
import { LeadPictureUpload } from '../pictures/lead-picture-upload'
import { CheckboxInput, NumberInput, TextInput } from './football-inputs'
import { FootballItemForm } from './football-item-form'
import { FootballList } from './football-list'
import { useOpenItem } from './football-options'
import { useFormContext } from 'react-hook-form'

const EMPTY: TeamFields = {
  name: '',
  slug: '',
  altSlug: null,
  displayName: '',
  shortName: '',
  crestKey: 'crest.svg',
  position: 9,
  showOnMatches: true,
  showOnTeams: true,
  externalTeamPage: '',
  externalMatchPage: '',
  isSingleGroup: false,
  displayPositionOnCard: true,
  isMiniCard: false,
  showTeamOverview: true,
  childFriendly: true,
}

const FLAGS: Array<[keyof TeamFields, string]> = [
  ['showOnMatches', 'Shown on the matches pages'],
  ['showOnTeams', 'Shown on the teams page'],
  ['isSingleGroup', 'Squad as one group (not by position)'],
  ['displayPositionOnCard', 'Position on the player cards'],
  ['isMiniCard', 'Small player cards'],
  ['showTeamOverview', 'Team overview (next match, table)'],
  ['childFriendly', 'Child-friendly'],
]

function CrestUpload() {
  const form = useFormContext<TeamFields>()
  return <LeadPictureUpload onUploaded={(key) => form.setValue('crestKey', key, { shouldDirty: true, shouldValidate: true })} />
}

/** Issue 19 §4 (SPEC §3 Team): the club's teams and how the site shows each. */
export function TeamsPage() {
  const [open, go] = useOpenItem()
  if (open !== null)
    return (
      <FootballItemForm<TeamFields>
        key={String(open)}
        title={open === 'new' ? 'New team' : 'Edit team'}
        base="/api/admin/football/teams"
        type="team"
        id={open === 'new' ? null : open}
        schema={TeamFieldsSchema}
        empty={EMPTY}
        onClose={() => go(null)}
      >
        <TextInput<TeamFields> name="name" label="Name" />
        <TextInput<TeamFields> name="slug" label="Address" hint="As in /teams/u21; empty for the men's first team only" />
        <TextInput<TeamFields> name="altSlug" label="Other address" nullable />
        <TextInput<TeamFields> name="displayName" label="Name as one side of a match" />
        <TextInput<TeamFields> name="shortName" label="Short name" />
        <TextInput<TeamFields> name="crestKey" label="Crest (picture key)" />
        <CrestUpload />
        <NumberInput<TeamFields> name="position" label="Order on the site" />
        <TextInput<TeamFields> name="externalTeamPage" label="External team page" type="url" />
        <TextInput<TeamFields> name="externalMatchPage" label="External match page" type="url" />
        {FLAGS.map(([name, label]) => (
          <CheckboxInput<TeamFields> key={name} name={name} label={label} />
        ))}
      </FootballItemForm>
    )
  const columns: ColumnDef<AdminTeam>[] = [
    {
      id: 'name',
      header: 'Team',
      cell: ({ row }) => (
        <a
          href={`?id=${row.original.id}`}
          onClick={(event) => {
            event.preventDefault()
            go(row.original.id)
          }}
        >
          {row.original.fields.name}
        </a>
      ),
    },
    { id: 'slug', header: 'Address', cell: ({ row }) => `/teams/${row.original.fields.slug || 'first-team'}` },
    { id: 'shown', header: 'On the teams page', cell: ({ row }) => (row.original.fields.showOnTeams ? 'Yes' : 'No') },
  ]
  return (
    <div>
      <div className="admin-heading-row">
        <h2>Teams</h2>
        <a
          className="admin-button admin-button--primary"
          href="?id=new"
          onClick={(event) => {
            event.preventDefault()
            go('new')
          }}
        >
          New team
        </a>
      </div>
      <FootballList caption="Teams" url={() => '/api/admin/football/teams'} columns={columns} />
    </div>
  )
}
