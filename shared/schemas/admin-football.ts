/**
 * Issue 19 §4: players, fixtures and results, and line-ups as the back office
 * writes them (API bodies and form values alike).
 */
import * as z from 'zod'
import { fixtureResultProblem } from '../rules/fixture-result'
import { MAX_STARTERS, MAX_SUBS } from '../rules/lineup-check'
import { londonLocalToUtc } from '../rules/london-time'
import {
  count,
  DateSchema,
  IdSchema,
  ImageKeySchema,
  line,
  pagingShape,
  queryId,
  required,
  slugSchema,
  writeSchemas,
} from './admin-football-fields'

/** The positions players.position allows (migration 0001). */
export const POSITIONS = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const
export const BIOGRAPHY_MAX = 20_000

export const PlayerFieldsSchema = z.strictObject({
  teamId: IdSchema,
  slug: slugSchema('The address'),
  firstName: required(60, 'The first name'),
  lastName: required(60, 'The last name'),
  /** The name shown instead of first and last (a mononym, a nickname); '' for none. */
  knownAs: line(60, 'Known as'),
  number: count(1, 99, 'The squad number').nullable(),
  position: z.enum(POSITIONS, { error: 'Choose a position' }),
  /** Rich text as player biographies are stored (HTML), sanitised by the allow-list wherever it is shown. */
  biographyHtml: z.string().max(BIOGRAPHY_MAX, `The biography is at most ${BIOGRAPHY_MAX} characters`),
  nationality: line(60, 'The nationality'),
  dateOfBirth: DateSchema.nullable(),
  heightCm: count(100, 230, 'The height').nullable(),
  joinedOn: DateSchema.nullable(),
  imageKey: ImageKeySchema.nullable(),
  isActive: z.boolean(),
})
export type PlayerFields = z.output<typeof PlayerFieldsSchema>
export const PlayerWrite = writeSchemas('player', PlayerFieldsSchema)

export const PlayerListQuerySchema = z.strictObject({
  ...pagingShape,
  teamId: queryId,
  position: z.enum(POSITIONS).optional(),
})
export type PlayerListQuery = z.output<typeof PlayerListQuerySchema>

export const MATCH_STATUSES = ['upcoming', 'live', 'fulltime', 'postponed'] as const

const goals = (label: string) => count(0, 99, label).nullable()

export const FixtureFieldsSchema = z
  .strictObject({
    teamId: IdSchema,
    seasonId: IdSchema,
    competitionId: IdSchema,
    roundLabel: line(60, 'The round'),
    /** Kick-off on London's clock, 'YYYY-MM-DDTHH:mm' (stored as UTC). */
    kickoff: z.string(),
    venue: required(100, 'The venue'),
    isHome: z.boolean(),
    opponentName: required(100, 'The opponent'),
    opponentShortName: required(100, "The opponent's short name"),
    opponentCrestKey: ImageKeySchema.nullable(),
    status: z.enum(MATCH_STATUSES),
    homeScore: goals('The home score'),
    awayScore: goals('The away score'),
    homeHalfTimeScore: goals('The home half-time score'),
    awayHalfTimeScore: goals('The away half-time score'),
    attendance: count(0, 200_000, 'The attendance').nullable(),
    referee: line(100, 'The referee'),
  })
  .superRefine((fixture, ctx) => {
    const kickoff = londonLocalToUtc(fixture.kickoff)
    if (!kickoff.ok) {
      const message =
        kickoff.reason === 'noSuchTime'
          ? 'London skips this hour (the clocks go forward): choose another time'
          : 'A date and time on London’s clock, as 2026-08-09T15:00'
      ctx.addIssue({ code: 'custom', path: ['kickoff'], message })
      return
    }
    // The clock check (not live before kick-off) is the API's: a form cannot know the server's now.
    const problem = fixtureResultProblem({ ...fixture, kickoffUtc: kickoff.utc }, null)
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
  })
export type FixtureFields = z.output<typeof FixtureFieldsSchema>
export const FixtureWrite = writeSchemas('fixture', FixtureFieldsSchema)

export const FixtureListQuerySchema = z.strictObject({
  ...pagingShape,
  teamId: queryId,
  seasonId: queryId,
  status: z.enum(MATCH_STATUSES).optional(),
})
export type FixtureListQuery = z.output<typeof FixtureListQuerySchema>

export const LineupEntrySchema = z.strictObject({
  playerId: IdSchema,
  role: z.enum(['starter', 'sub']),
  shirtNumber: count(1, 99, 'The shirt number').nullable(),
  isCaptain: z.boolean(),
})

export const LineupFieldsSchema = z.strictObject({
  entries: z.array(LineupEntrySchema).max(MAX_STARTERS + MAX_SUBS, `At most ${MAX_STARTERS + MAX_SUBS} players`),
})
export type LineupFields = z.output<typeof LineupFieldsSchema>
/** PUT …/fixtures/{id}/lineup: the club's side, saved under the match's version. */
export const LineupWrite = writeSchemas('lineup', LineupFieldsSchema).update
