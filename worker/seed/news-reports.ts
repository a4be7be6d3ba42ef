/** Match reports written from the season's results and team sheets, and the live game's preview. */
import { addDays, weekday } from './clock'
import type { MatchPlan, SeasonPlan } from './fixtures'
import { latestResults, sheetFor } from './match-rows'
import { isGoal, type SheetEvent } from './match-sheet'
import type { ArticleSeed } from './news-body'
import { slugify } from './players'

const COACH = { men: 'Head Coach Mark Ellison', women: 'Women’s Head Coach Joanne Pritchard' }

function clock(e: SheetEvent): string {
  return e.added ? `${e.minute}+${e.added}` : String(e.minute)
}

function goalLine(e: SheetEvent, ours: string, theirs: string): string {
  const team = e.side === 'ours' ? ours : theirs
  if (e.type === 'own-goal') return `${clock(e)}’: an own goal by ${e.player.name} counted for ${team}.`
  if (e.type === 'penalty-goal') return `${clock(e)}’: ${e.player.name} converted from the penalty spot for ${team}.`
  const assist = e.related ? `, set up by ${e.related.name}` : ''
  return `${clock(e)}’: ${e.player.name} scored for ${team}${assist}.`
}

function quote(result: 'win' | 'draw' | 'defeat', opponent: string): string {
  if (result === 'win')
    return `I’m really pleased with the performance. We stuck to the plan against a good ${opponent} side and the supporters drove us on.`
  if (result === 'draw')
    return `A point is a fair result. We had spells where we were on top and spells where we had to dig in, and we showed character.`
  return `We’re disappointed. We didn’t do enough with the ball today and we will look at it honestly and respond in the next game.`
}

function report(season: SeasonPlan, plan: MatchPlan): ArticleSeed {
  const women = plan.team === 'women'
  const ours = women ? 'Town Women' : 'Town'
  const opponent = plan.opponent.name
  const us = plan.ourGoals ?? 0
  const them = plan.theirGoals ?? 0
  const result = us > them ? 'win' : us === them ? 'draw' : 'defeat'
  const sheet = sheetFor(plan)
  const goals = sheet.events.filter(isGoal)
  const ourScorers = goals.filter((g) => g.side === 'ours' && g.type !== 'own-goal').map((g) => g.player.name)
  const topScorer = ourScorers.find((name, i) => ourScorers.indexOf(name) !== i)
  const [home, away] = plan.isHome ? [ours, opponent] : [opponent, ours]
  const [homeGoals, awayGoals] = plan.isHome ? [us, them] : [them, us]
  const title =
    result === 'win'
      ? topScorer
        ? `${topScorer.split(' ')[1]} double fires ${ours} past ${opponent}`
        : `${ours} beat ${opponent} ${us}-${them}`
      : result === 'draw'
        ? `${ours} held ${us}-${them} by ${opponent}`
        : `${ours} beaten ${them}-${us} by ${opponent}`
  const scorersText = ourScorers.length ? ` ${[...new Set(ourScorers)].join(' and ')} on target.` : ''
  const next = season.matches.find((m) => m.team === plan.team && m.kickoff > plan.kickoff)
  return {
    slug: slugify(`report ${home} v ${away} ${plan.day.date}`),
    published: `${plan.day.date} ${plan.day.time < '17:00' ? '17:30' : '22:15'}`,
    author: women ? 'Ellie Rowntree' : 'Sam Whitmore',
    categories: [women ? 'women' : 'first-team'],
    caption: `${homeGoals}-${awayGoals} ${plan.opponent.shortName}`,
    title,
    summary: `Report: ${home} ${homeGoals}-${awayGoals} ${away} at ${plan.venue}.${scorersText}`,
    body: [
      `${ours} ${result === 'win' ? 'took all three points' : result === 'draw' ? 'shared the points' : 'came away empty-handed'} at ${plan.venue}, where the final score was ${home} ${homeGoals}-${awayGoals} ${away}.`,
      '## How the goals went in',
      ...(goals.length
        ? goals.map((g) => goalLine(g, ours, opponent))
        : ['Neither side could find a way through in a game of few clear chances.']),
      `> ${quote(result, opponent)} — ${COACH[women ? 'women' : 'men']}`,
      ...(next
        ? [
            `Next up: ${next.opponent.name} ${next.isHome ? 'at' : 'away at'} ${next.venue}. Highlights of today’s game are free on Town TV.`,
          ]
        : []),
    ],
  }
}

/** Reports for the latest men's and women's results. */
export function matchReports(season: SeasonPlan): ArticleSeed[] {
  return [...latestResults(season, 'men', 10), ...latestResults(season, 'women', 4)].map((plan) => report(season, plan))
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** '3pm', '7.45pm', '12.30pm': how the club writes a kick-off time. */
function spokenTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const clock = `${hour % 12 || 12}${minute ? `.${String(minute).padStart(2, '0')}` : ''}`
  return `${clock}${hour < 12 ? 'am' : 'pm'}`
}

/** How to follow the men's live game, published at noon two days before it (its day and time come from the fixture). */
export function livePreview(season: SeasonPlan): ArticleSeed[] {
  const live = season.matches.find((m) => m.team === 'men' && m.status === 'live')
  if (!live) return []
  const day = DAY_NAMES[weekday(live.day.date)] as string
  const [home, away] = live.isHome ? ['Town', live.opponent.name] : [live.opponent.name, 'Town']
  const where = live.isHome ? `Town host ${live.opponent.name} at ${live.venue}` : `Town travel to ${live.venue}`
  return [
    {
      slug: 'derby-live-on-town-tv',
      published: `${addDays(live.day.date, -2)} 12:00`,
      author: 'Club Media Team',
      categories: ['town-tv', 'first-team'],
      caption: 'Live on Town TV',
      related: ['town-tv-plus-international-live-video'],
      title: `${home} v ${away}: how to follow live`,
      summary: `${day}’s game at ${live.venue} kicks off at ${spokenTime(live.day.time)}; listen live on Town TV, with live video for Plus members abroad.`,
      body: [
        `${where} on ${day} for a ${spokenTime(live.day.time)} kick-off, moved ${day === 'Saturday' ? '' : 'from Saturday '}for television.`,
        'Town TV subscribers can listen to full live audio commentary, starting 30 minutes before kick-off. Town TV Plus members in eligible territories outside the UK and Ireland can also watch live video.',
        'Not a subscriber? A single match pass costs £10 in eligible regions. Highlights will be free on Town TV after the game.',
      ],
    },
  ]
}
