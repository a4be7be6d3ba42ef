/** Supporters, Portman Road, commercial and hospitality sections (SPEC §2.1). */
import type { PageSeed } from './pages'

const TICKETS = 'https://tickets.itfc.example'

export const SUPPORTERS_SECTION: PageSeed = {
  slug: 'supporters',
  title: 'Supporters',
  summary: 'Supporters’ clubs, away travel and accessibility.',
  body: [
    'Everything you need as a Town supporter, whether you are at Portman Road every week or following from the other side of the world.',
  ],
  blocks: [
    {
      type: 'category-card',
      title: 'Supporters’ clubs',
      titleVisibility: 'show',
      imageKey: 'cards/supporters-clubs.jpg',
      url: '/supporters/supporters-clubs',
    },
    {
      type: 'category-card',
      title: 'Away travel',
      titleVisibility: 'show',
      imageKey: 'cards/away-travel.jpg',
      url: '/supporters/away-travel',
    },
    {
      type: 'category-card',
      title: 'Accessibility',
      titleVisibility: 'hide',
      imageKey: 'cards/accessibility.jpg',
      url: '/supporters/accessibility',
    },
    { type: 'button', text: 'Ticket office', link: TICKETS, style: 'ghost-dark', newTab: true, icon: 'ticket', iconAlign: 'left' },
  ],
  children: [
    {
      slug: 'supporters-clubs',
      title: 'Supporters’ clubs',
      summary: 'Official branches at home and abroad.',
      body: [
        'There are more than 40 official supporters’ club branches, from Felixstowe to Dubai. Branches organise travel, social events and player visits.',
        'To start a branch, email supporters@itfc.example.',
        'Branches abroad follow every game on Town TV: live commentary of every first-team fixture, and live video where rights allow.',
      ],
      // SPEC §2.8 packages widget placed by an editor (issue 11 §2): the same widget as /videos/subscriptions.
      blocks: [{ type: 'packages', section: 'membership' }],
    },
    {
      slug: 'away-travel',
      title: 'Away travel',
      summary: 'Official coaches and away ticket information.',
      body: [
        'Official coaches leave Portman Road for every away league game. Book when you buy your away ticket, no later than 48 hours before departure.',
        'Away tickets go on sale to season ticket holders first, in order of loyalty points.',
      ],
    },
    {
      slug: 'accessibility',
      title: 'Accessibility',
      image: 'Accessible Portman Road',
      summary: 'Facilities and support for disabled supporters.',
      body: [
        'Portman Road has wheelchair platforms in every stand, a sensory room, audio-descriptive commentary and accessible toilets on every concourse.',
        '## Booking',
        'Contact the accessibility team on 01473 400 555 or access@itfc.example to book a space or to register for a personal assistant ticket.',
      ],
    },
    {
      slug: 'ticket-office',
      title: 'Ticket office',
      external: { url: TICKETS, newTab: true },
      summary: 'Buy tickets on the ticketing site.',
      body: [],
    },
  ],
}

export const PORTMAN_ROAD_SECTION: PageSeed = {
  slug: 'portmanroad',
  title: 'Portman Road',
  summary: 'Our home since 1884.',
  image: 'Portman Road',
  body: ['Portman Road has been the home of Ipswich Town since 1884. Plan your visit, book a stadium tour, or find out how to get here.'],
  children: [
    {
      slug: 'stadium-tours',
      title: 'Stadium tours',
      image: 'Stadium tours',
      summary: 'Go behind the scenes at Portman Road.',
      body: [
        'Tours run on non-matchdays and include the dressing rooms, the players’ tunnel, the press room and the dugouts.',
        'Adults £15, concessions £10, under-5s free. Tours last around 75 minutes.',
      ],
    },
    {
      slug: 'getting-here',
      title: 'Getting here',
      summary: 'By train, bus, car and bike.',
      body: [
        'Ipswich railway station is a ten-minute walk from the ground. On matchdays park-and-ride buses run from Copdock and Martlesham from 12.30pm.',
        'There is no supporter parking at the ground; secure cycle parking is available by the Cobbold Stand.',
      ],
    },
    {
      slug: 'matchday-guide',
      title: 'Matchday guide',
      summary: 'Turnstiles, food and drink, and the fan zone.',
      body: [
        'Turnstiles open 90 minutes before kick-off. All kiosks are cashless. The fan zone opens two and a half hours before kick-off.',
      ],
    },
  ],
}

export const COMMERCIAL_SECTION: PageSeed = {
  slug: 'commercial',
  title: 'Commercial',
  summary: 'Partner with Ipswich Town.',
  body: [
    'Reach a passionate audience across Suffolk and beyond. Our commercial team builds partnerships around matchdays, digital channels and the community.',
  ],
  children: [
    {
      slug: 'partnerships',
      title: 'Partnerships',
      summary: 'Official partner packages.',
      body: ['From principal partnership to matchday sponsorship, we tailor packages to your objectives. Email commercial@itfc.example.'],
    },
    {
      slug: 'advertising',
      title: 'Advertising',
      summary: 'Pitch-side, digital and programme advertising.',
      body: ['LED perimeter boards, digital display, Town TV pre-roll and matchday programme adverts are all available.'],
    },
    {
      slug: 'media-pack',
      title: 'Media pack',
      newTab: true,
      summary: 'Audience figures and rate card.',
      body: ['Our media pack sets out audience figures across matchday, web, app and Town TV, with the current rate card.'],
    },
  ],
}

export const HOSPITALITY_SECTION: PageSeed = {
  slug: 'hospitality',
  title: 'Hospitality',
  summary: 'Matchday hospitality and events at Portman Road.',
  image: 'Hospitality',
  body: ['Enjoy matchday in style, or host your next conference or celebration at Portman Road.'],
  blocks: [
    { type: 'heading', text: 'Matchday packages', tag: 'h2', size: 'h3' },
    {
      type: 'carousel',
      style: 'dark',
      carouselType: 'full-4',
      heading: 'Hospitality suites',
      endCard: false,
      link: null,
      items: [
        { title: 'Matchday hospitality', url: '/hospitality/matchday-hospitality', imageKey: 'pages/hospitality-matchday-hospitality.jpg' },
        { title: 'Conferences and events', url: '/hospitality/conferences-and-events', imageKey: 'pages/hospitality.jpg' },
      ],
    },
    {
      type: 'button',
      text: 'Book hospitality',
      link: 'https://hospitality.itfc.example',
      style: 'primary-light',
      newTab: true,
      icon: '',
      iconAlign: 'right',
    },
  ],
  children: [
    {
      slug: 'matchday-hospitality',
      title: 'Matchday hospitality',
      image: 'Matchday hospitality',
      summary: 'Three-course dining, padded seats and a visit from a former player.',
      body: [
        'Packages from £125 per person plus VAT include a three-course meal, a padded seat in the Sir Bobby Robson Stand, a matchday programme and a half-time drink.',
      ],
    },
    {
      slug: 'conferences-and-events',
      title: 'Conferences and events',
      summary: 'Rooms for 10 to 500 guests.',
      body: ['Eight suites for meetings, conferences, weddings and parties, with catering and free parking on non-matchdays.'],
    },
  ],
}
