/** One match's team sheets and events, drawn from a seeded generator. */
import type { Position, SquadPlayer } from './players'
import { squadNames } from './names'
import { hashString, seededRandom, type Random } from './random'

export interface SheetPlayer {
  playerId: number | null
  name: string
  number: number
  position: Position
  captain: boolean
}

export type EventType = 'goal' | 'penalty-goal' | 'own-goal' | 'yellow-card' | 'substitution'

export interface SheetEvent {
  minute: number
  added: number | null
  type: EventType
  /** The side the event counts for: an own goal counts for the side that benefits. */
  side: 'ours' | 'theirs'
  player: SheetPlayer
  related: SheetPlayer | null
}

export interface TeamSheet {
  starters: SheetPlayer[]
  subs: SheetPlayer[]
}

export interface MatchSheet {
  ours: TeamSheet
  theirs: TeamSheet
  events: SheetEvent[]
}

const FORMATION: Array<[Position, number]> = [
  ['Goalkeeper', 1],
  ['Defender', 4],
  ['Midfielder', 3],
  ['Forward', 3],
]
const SCORING_WEIGHT: Record<Position, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 3, Forward: 6 }
const ASSIST_WEIGHT: Record<Position, number> = { Goalkeeper: 0, Defender: 2, Midfielder: 4, Forward: 3 }

function weighted<T>(random: Random, items: T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0)
  let roll = random.next() * total
  for (const item of items) {
    roll -= weight(item)
    if (roll < 0) return item
  }
  return items[items.length - 1] as T
}

/** Our XI by preference with some rotation, then subs from those left. */
function ourSheet(random: Random, squad: SquadPlayer[], captains: string[], subCount: number): TeamSheet {
  const toSheet = (p: SquadPlayer): SheetPlayer => ({
    playerId: p.id,
    name: p.name,
    number: p.number,
    position: p.position,
    captain: false,
  })
  const starters: SquadPlayer[] = []
  for (const [position, count] of FORMATION) {
    const group = squad.filter((p) => p.position === position)
    const chosen = group.filter((_, index) => index < count + 1 && random.next() < 0.85).slice(0, count)
    for (const p of group) if (chosen.length < count && !chosen.includes(p)) chosen.push(p)
    starters.push(...chosen)
  }
  const rest = squad.filter((p) => !starters.includes(p))
  // A balanced bench: a keeper, then outfield players by position, rotating who misses out.
  const bench: SquadPlayer[] = []
  const benchOrder: Position[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward', 'Midfielder', 'Defender', 'Forward']
  for (const position of benchOrder.slice(0, subCount)) {
    const options = rest.filter((p) => p.position === position && !bench.includes(p))
    if (options.length > 0) bench.push(options[random.int(0, Math.min(options.length, 3) - 1)] as SquadPlayer)
  }
  const sheet = { starters: starters.map(toSheet), subs: bench.map(toSheet) }
  const captain = captains.map((slug) => squad.find((p) => p.slug === slug)).find((p) => p && starters.includes(p))
  for (const p of sheet.starters) p.captain = p.playerId === captain?.id
  return sheet
}

/** An opponent keeps the same invented players all season. */
function theirSheet(opponent: string, women: boolean, subCount: number): TeamSheet {
  const names = squadNames(seededRandom(hashString(opponent)), 11 + subCount, women)
  const positions: Position[] = FORMATION.flatMap(([position, count]) => Array<Position>(count).fill(position))
  const starters = names
    .slice(0, 11)
    .map((name, i): SheetPlayer => ({ playerId: null, name, number: i + 1, position: positions[i] as Position, captain: i === 3 }))
  const subs = names.slice(11).map(
    (name, i): SheetPlayer => ({
      playerId: null,
      name,
      number: i === 0 ? 13 : 14 + i * 2,
      position: i === 0 ? 'Goalkeeper' : (positions[1 + (i % 10)] as Position),
      captain: false,
    }),
  )
  return { starters, subs }
}

function onPitch(sheet: TeamSheet, events: SheetEvent[], side: 'ours' | 'theirs', minute: number): SheetPlayer[] {
  const players = [...sheet.starters]
  for (const event of events) {
    if (event.side !== side || event.minute > minute) continue
    if (event.type === 'substitution' && event.related) players.splice(players.indexOf(event.player), 1, event.related)
  }
  return players
}

export interface SheetRequest {
  matchId: number
  squad: SquadPlayer[]
  captains: string[]
  opponent: string
  women: boolean
  ourGoals: number
  theirGoals: number
  /** For a live match: nothing happens after this minute. */
  upToMinute: number
}

export function drawMatchSheet(request: SheetRequest): MatchSheet {
  const random = seededRandom(request.matchId * 7919)
  const subCount = request.women ? 5 : 7
  const ours = ourSheet(random, request.squad, request.captains, subCount)
  const theirs = theirSheet(request.opponent, request.women, subCount)
  const sheets = { ours, theirs }
  const events: SheetEvent[] = []
  const last = request.upToMinute

  for (const side of ['ours', 'theirs'] as const) {
    const count = random.int(3, 5)
    const minutes = Array.from({ length: count }, () => random.int(46, 88)).sort((a, b) => a - b)
    const bench = sheets[side].subs.filter((p) => p.position !== 'Goalkeeper')
    for (const [i, minute] of minutes.entries()) {
      if (minute > last || !bench[i]) continue
      const off = onPitch(sheets[side], events, side, minute).filter((p) => p.position !== 'Goalkeeper')
      events.push({ minute, added: null, type: 'substitution', side, player: random.pick(off), related: bench[i] as SheetPlayer })
    }
  }
  const goals = (side: 'ours' | 'theirs', count: number) => {
    for (let g = 0; g < count; g++) {
      const minute = random.int(2, last >= 90 ? 93 : last)
      const added = minute > 90 ? minute - 90 : null
      const at = Math.min(minute, 90)
      const other = side === 'ours' ? 'theirs' : 'ours'
      if (random.next() < 0.04) {
        events.push({
          minute: at,
          added,
          type: 'own-goal',
          side,
          player: random.pick(onPitch(sheets[other], events, other, at)),
          related: null,
        })
        continue
      }
      const players = onPitch(sheets[side], events, side, at)
      const scorer = weighted(random, players, (p) => SCORING_WEIGHT[p.position])
      const penalty = random.next() < 0.1
      const helpers = players.filter((p) => p !== scorer)
      const assist = !penalty && random.next() < 0.75 ? weighted(random, helpers, (p) => ASSIST_WEIGHT[p.position]) : null
      events.push({ minute: at, added, type: penalty ? 'penalty-goal' : 'goal', side, player: scorer, related: assist })
    }
  }
  goals('ours', request.ourGoals)
  goals('theirs', request.theirGoals)
  for (const side of ['ours', 'theirs'] as const) {
    for (let c = random.int(0, 3); c > 0; c--) {
      const minute = random.int(10, 89)
      if (minute > last) continue
      const player = random.pick(onPitch(sheets[side], events, side, minute).filter((p) => p.position !== 'Goalkeeper'))
      events.push({ minute, added: null, type: 'yellow-card', side, player, related: null })
    }
  }
  events.sort((a, b) => a.minute - b.minute || (a.added ?? 0) - (b.added ?? 0))
  return { ours, theirs, events }
}

export function isGoal(event: SheetEvent): boolean {
  return event.type === 'goal' || event.type === 'penalty-goal' || event.type === 'own-goal'
}
