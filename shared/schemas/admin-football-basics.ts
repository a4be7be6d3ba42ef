/**
 * Issue 19 §4: seasons, competitions, teams and league table rows as the back
 * office writes them (SPEC §3 Team, §9.1 seasons).
 */
import * as z from 'zod'
import { seasonSlugOf } from '../rules/football-paths'
import { tableCountsProblem } from '../rules/table-row-counts'
import { count, IdSchema, ImageKeySchema, line, required, slugSchema, writeSchemas } from './admin-football-fields'

export const SeasonFieldsSchema = z
  .strictObject({
    startYear: count(1900, 2100, 'The start year'),
    slug: z.string(),
    name: required(20, 'The name'),
    isCurrent: z.boolean(),
  })
  .superRefine((season, ctx) => {
    // SPEC §9.1: 2025 is '2025-26'; the address is the start year's, so it cannot disagree with it.
    if (season.slug !== seasonSlugOf(season.startYear))
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: `The address of the ${season.startYear} season is ${seasonSlugOf(season.startYear)}`,
      })
  })
export type SeasonFields = z.output<typeof SeasonFieldsSchema>
export const SeasonWrite = writeSchemas('season', SeasonFieldsSchema)

export const COMPETITION_KINDS = ['league', 'cup', 'friendly'] as const

export const CompetitionFieldsSchema = z.strictObject({
  slug: slugSchema('The address'),
  name: required(100, 'The name'),
  shortName: required(40, 'The short name'),
  kind: z.enum(COMPETITION_KINDS),
  logoKey: ImageKeySchema.nullable(),
})
export type CompetitionFields = z.output<typeof CompetitionFieldsSchema>
export const CompetitionWrite = writeSchemas('competition', CompetitionFieldsSchema)

/** SPEC §3 Team. The men's first team has the empty slug (SPEC §1); every other team has one. */
export const TeamFieldsSchema = z.strictObject({
  name: required(60, 'The name'),
  slug: z.union([z.literal(''), slugSchema('The address')]),
  altSlug: slugSchema('The other address').nullable(),
  displayName: required(100, 'The display name'),
  shortName: required(40, 'The short name'),
  crestKey: ImageKeySchema,
  position: count(0, 999, 'The order'),
  showOnMatches: z.boolean(),
  showOnTeams: z.boolean(),
  externalTeamPage: line(300, 'The external team page'),
  externalMatchPage: line(300, 'The external match page'),
  isSingleGroup: z.boolean(),
  displayPositionOnCard: z.boolean(),
  isMiniCard: z.boolean(),
  showTeamOverview: z.boolean(),
  childFriendly: z.boolean(),
})
export type TeamFields = z.output<typeof TeamFieldsSchema>
export const TeamWrite = writeSchemas('team', TeamFieldsSchema)

const n = (label: string) => count(0, 200, label)

/** One row of a league table, its numbers edited by hand (the import replaces a whole table). */
export const TableRowFieldsSchema = z
  .strictObject({
    clubName: required(100, 'The club'),
    clubShortName: required(40, 'The short name'),
    position: count(1, 48, 'The position'),
    played: n('Played'),
    won: n('Won'),
    drawn: n('Drawn'),
    lost: n('Lost'),
    goalsFor: n('Goals for'),
    goalsAgainst: n('Goals against'),
    points: count(-999, 600, 'Points'),
    form: z
      .string()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[WDL]{0,5}$/, 'Up to five of W, D, L, oldest first')),
  })
  .superRefine((row, ctx) => {
    const problem = tableCountsProblem(row)
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
  })
export type TableRowFields = z.output<typeof TableRowFieldsSchema>
export const TableRowWrite = writeSchemas('leagueTableRow', TableRowFieldsSchema).update

export const TableQuerySchema = z.strictObject({
  seasonId: z.coerce.number().int().positive(),
  competitionId: z.coerce.number().int().positive(),
})
export { IdSchema }
