/** Women, foundation, academy and fan engagement sections (SPEC §2.1). */
import type { PageSeed } from './pages'

export const WOMEN_SECTION: PageSeed = {
  slug: 'itfc-women',
  title: 'Ipswich Town Women',
  menuTitle: 'Women',
  summary: 'The home of Ipswich Town Women.',
  image: 'Town Women',
  body: ['Ipswich Town Women play in the Women’s Super League 2. Find out about the team, tickets and how to get involved.'],
  children: [
    {
      slug: 'about',
      title: 'About the team',
      summary: 'History and staff of the women’s side.',
      body: [
        'The women’s team has represented the club since 1998 and turned professional in 2024, winning two promotions in three seasons.',
      ],
    },
    {
      slug: 'tickets',
      title: 'Tickets',
      summary: 'Prices and how to buy.',
      body: ['Adults £5, under-16s free. Season tickets for women’s home games cost £40. Buy online or at the ticket office.'],
    },
  ],
}

export const FOUNDATION_SECTION: PageSeed = {
  slug: 'ipswichtownfoundation',
  title: 'Ipswich Town Foundation',
  menuTitle: 'Foundation',
  summary: 'The club’s official charity.',
  image: 'Foundation',
  body: ['The Ipswich Town Foundation uses the power of football to improve health, education and inclusion across Suffolk.'],
  children: [
    {
      slug: 'schools',
      title: 'Schools',
      summary: 'PE, after-school clubs and wellbeing.',
      body: ['Our coaches work with 60 primary schools every week. Email schools@itfc-foundation.example to join the programme.'],
    },
    {
      slug: 'holiday-camps',
      title: 'Holiday camps',
      summary: 'Fun football for ages 5 to 14.',
      body: ['Camps run every school holiday at venues across Suffolk and north Essex. Booking opens six weeks before each holiday.'],
    },
    {
      slug: 'donate',
      title: 'Donate',
      external: { url: 'https://donate.itfc-foundation.example', newTab: false },
      summary: 'Support the Foundation.',
      body: [],
    },
  ],
}

export const ACADEMY_SECTION: PageSeed = {
  slug: 'academy',
  title: 'Academy',
  summary: 'Developing players for the first team.',
  body: [
    'The Academy at Playford Road develops players from under-9 to under-21, with more than 50 graduates having played for the first team.',
  ],
  blocks: [
    { type: 'category-card', title: 'U21', titleVisibility: 'show', imageKey: 'cards/u21.jpg', url: '/teams/u21' },
    { type: 'category-card', title: 'U18', titleVisibility: 'show', imageKey: 'cards/u18.jpg', url: '/teams/u18' },
    { type: 'rich-text', html: '<p>Category Two Academy status under the Elite Player Performance Plan.</p>' },
  ],
  children: [
    {
      slug: 'about',
      title: 'About the Academy',
      summary: 'Our philosophy and facilities.',
      body: [
        'Players train on six full-size pitches and an indoor 3G dome at Playford Road, supported by education, sports science and welfare staff.',
      ],
    },
    {
      slug: 'pathway',
      title: 'The pathway',
      image: 'Pathway',
      summary: 'From foundation phase to first team.',
      body: [
        'The foundation phase (U9 to U11), the youth development phase (U12 to U16) and the professional development phase (U18 and U21) each build on the last.',
      ],
    },
    {
      slug: 'trials',
      title: 'Trials',
      summary: 'How players are scouted.',
      body: [
        'The Academy does not hold open trials. Our scouts watch grassroots football across the region every weekend; clubs may recommend a player by emailing academy@itfc.example.',
      ],
    },
  ],
}

export const FAN_ENGAGEMENT_SECTION: PageSeed = {
  slug: 'ipswichtownfanengagement',
  title: 'Fan engagement',
  summary: 'How supporters are heard at Ipswich Town.',
  body: ['The club is committed to meaningful dialogue with supporters through the Supporters’ Advisory Board and regular open forums.'],
  children: [
    {
      slug: 'supporters-advisory-board',
      title: 'Supporters’ Advisory Board',
      summary: 'Members and remit.',
      body: ['The board meets the club’s leadership four times a season. Members are elected by supporters for two-year terms.'],
    },
    {
      slug: 'meeting-minutes',
      title: 'Meeting minutes',
      summary: 'Notes from every meeting.',
      body: ['Minutes are published within 21 days of each meeting and cover ticketing, matchday, heritage and communication.'],
    },
  ],
}

export const MND_SECTION: PageSeed = {
  slug: 'darbyrimmermndfoundation',
  title: 'Darby Rimmer MND Foundation',
  menuTitle: 'MND Foundation',
  summary: 'Supporting people living with motor neurone disease.',
  image: 'MND Foundation',
  body: [
    'The club proudly supports the Darby Rimmer MND Foundation, which funds research and supports families affected by motor neurone disease.',
  ],
  children: [
    {
      slug: 'fundraising',
      title: 'Fundraising',
      summary: 'Walks, runs and matchday collections.',
      body: ['Join the annual walk to Portman Road, run for the Foundation, or donate at a matchday bucket collection.'],
    },
  ],
}
