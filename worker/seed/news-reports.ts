/** Match reports written from the season's results and team sheets. */
import { currentSeason, type MatchPlan } from './fixtures'
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

function report(plan: MatchPlan): ArticleSeed {
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
  const next = currentSeason().matches.find((m) => m.team === plan.team && m.kickoff > plan.kickoff)
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
export function matchReports(): ArticleSeed[] {
  return [...latestResults('men', 10), ...latestResults('women', 4)].map(report)
}
