/**
 * Hand-written English news, August to November 2026, and one unpublished draft.
 * The live game's preview is written from the fixture (news-reports.ts).
 */
import type { ArticleSeed } from './news-body'

export const NEWS_2026C: ArticleSeed[] = [
  {
    slug: 'town-tv-plus-international-live-video',
    published: '2026-08-03 12:00',
    author: 'Club Media Team',
    categories: ['town-tv'],
    caption: 'Town TV Plus',
    related: ['town-tv-season-passes-on-sale'],
    title: 'Town TV Plus: live video for international supporters',
    summary: 'Supporters outside the UK and Ireland can watch eligible matches live with Town TV Plus.',
    body: [
      'Town TV Plus is available again this season for supporters outside the UK and Ireland, adding live video of eligible matches to everything in the standard subscription.',
      'Live video is never available in the UK, the Republic of Ireland, the Channel Islands or the Isle of Man for first-team fixtures. Elsewhere it is offered only in territories where the broadcast rights are unsold.',
      '## Prices',
      'Town TV Plus costs £20 per month or £170 for the season. If you already subscribe to Town TV, cancel your current subscription first and then buy Town TV Plus.',
      'Match availability is confirmed around 24 hours before kick-off. Live streams cannot be paused or rewound.',
    ],
  },
  {
    slug: 'matchday-guide-new-season',
    published: '2026-08-06 10:00',
    author: 'Club Media Team',
    categories: ['club'],
    caption: 'Matchday guide',
    title: 'Your matchday guide for the new season',
    summary: 'Turnstile changes, cashless kiosks and a new fan zone: everything you need to know before the opening game.',
    body: [
      'Portman Road is ready for the new season. Here is what has changed over the summer.',
      '## Getting in',
      'All turnstiles now accept mobile tickets. Please download your ticket to your phone before you arrive, as signal can be poor around the ground.',
      '## Food and drink',
      'Every kiosk is now cashless, and the fan zone on Portman Road opens two and a half hours before kick-off with live music and family activities.',
    ],
  },
  {
    slug: 'foundation-school-partnerships',
    published: '2026-09-09 11:00',
    author: 'Priya Desai',
    categories: ['community'],
    caption: 'Foundation',
    title: 'Foundation partners with 60 primary schools',
    summary: 'The Foundation’s PE and wellbeing programme now reaches more than 9,000 pupils every week.',
    body: [
      'The Ipswich Town Foundation has begun the school year working with 60 primary schools across Suffolk, its largest schools programme to date.',
      'Foundation coaches deliver PE lessons, after-school clubs and wellbeing workshops, reaching more than 9,000 pupils every week.',
      'Schools interested in joining the programme can find details on the Foundation pages.',
    ],
  },
  {
    slug: 'u21s-top-premier-league-2-group',
    published: '2026-10-14 20:00',
    author: 'Tom Kettleburgh',
    categories: ['academy'],
    caption: 'U21',
    title: 'U21s go top of their Premier League 2 group',
    summary: 'An unbeaten start has taken the U21s to the top of the table ahead of the autumn break.',
    body: [
      'Ipswich Town U21 are top of their Premier League 2 group after an unbeaten start to the season.',
      'Rory Blackwood has scored in each of the last three games, and Theo Lambourne has captained a defence that has conceded only four goals.',
      '> The lads are playing with real confidence. Several of them are training with the first team every week now. — U21 Lead Coach',
    ],
  },
  {
    slug: 'january-window-plans',
    published: '2026-11-21 09:00',
    author: 'Sam Whitmore',
    categories: ['first-team'],
    status: 'draft',
    caption: 'Transfers',
    title: 'Draft: January window plans',
    summary: 'Not yet published.',
    body: ['This article is a draft and must not appear on the site until an editor publishes it.'],
  },
]
