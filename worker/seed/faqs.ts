/** The five FAQ groups of SPEC §2.10; answers follow §1, §4.11, §5, §6, §9.2 and §9.3. */
import { SUPPORT_EMAIL } from './settings-web'
import type { SeedRow } from './sql'

const GROUPS: Array<{ slug: string; title: string; entries: Array<[string, string]> }> = [
  {
    slug: 'subscriptions',
    title: 'Subscriptions',
    entries: [
      [
        'What does a Town TV subscription include?',
        '<p>Live audio commentary of every first-team fixture, full match replays, the weekly live show and premium on-demand video. It costs £5.99 per month and is available in the UK and internationally.</p>',
      ],
      [
        'What is Town TV Plus?',
        '<p>Town TV Plus is for international supporters only. It includes everything in Town TV and adds live video of eligible matches where rights allow. It costs £20 per month or £170 for the 2025/26 season.</p>',
      ],
      ['What is a match pass?', '<p>A match pass gives you one game for £10. Match passes are sold only in eligible regions.</p>'],
      [
        'How do I upgrade to Town TV Plus?',
        '<p>Cancel your current subscription first, then buy Town TV Plus from the subscriptions page.</p>',
      ],
      ['How can I pay?', '<p>We accept Apple Pay, Google Pay, Visa, Mastercard and American Express.</p>'],
    ],
  },
  {
    slug: 'live-match-streaming-and-commentary',
    title: 'Live match streaming and commentary',
    entries: [
      [
        'Can I watch live video of matches in the UK?',
        '<p>No. Live video of first-team fixtures in 2025/26 is never available in the UK, the Republic of Ireland, the Channel Islands or the Isle of Man. Elsewhere it is offered only in territories on our list of unsold territories.</p>',
      ],
      ['How do I know if a match will be available?', '<p>Match availability is confirmed about 24 hours before kick-off.</p>'],
      [
        'Can I pause or rewind a live stream?',
        '<p>No. Live streams cannot be paused or rewound. Full replays appear within 24 hours of the final whistle.</p>',
      ],
      [
        'Is live audio commentary available for every game?',
        '<p>Yes, subscribers can listen to live audio commentary of every first-team fixture, home and away.</p>',
      ],
    ],
  },
  {
    slug: 'managing-your-account',
    title: 'Managing your account or subscription',
    entries: [
      [
        'How do I cancel my subscription?',
        '<p>Use Manage Subscriptions in your account at least 24 hours before your billing date. Cancellation requests are processed within 5 working days.</p>',
      ],
      ['When will I be charged?', '<p>The monthly charge falls on the same day each month as your first payment.</p>'],
      [
        'I have subscribed but my benefits are missing',
        '<p>Benefits for a new member may take up to 24 hours to appear. If they have not appeared after that, contact ' +
          SUPPORT_EMAIL +
          '.</p>',
      ],
      [
        'Can I share my account?',
        '<p>No. Town TV is for personal use only. Commercial or venue use is forbidden and account sharing is not allowed. The number of devices that can stream at the same time is limited.</p>',
      ],
      [
        'Is my ticketing account the same as my Town TV account?',
        '<p>No. Ticketing uses a separate account from your digital account.</p>',
      ],
    ],
  },
  {
    slug: 'help-and-troubleshooting',
    title: 'Help and troubleshooting',
    entries: [
      [
        'What internet connection do I need?',
        '<p>Standard definition needs 1.2 Mbps with latency under 100 ms. HD needs 4 Mbps with latency under 50 ms.</p>',
      ],
      [
        'Which devices and browsers are supported?',
        '<p>The latest versions of Chrome, Firefox, Safari and Edge on Windows 8.1 or later and Mac OS 9 or later, Android 6 or later, and iOS 9 or later.</p>',
      ],
      [
        'Why do I see “Not available in your region”?',
        '<p>The game cannot be streamed where you are because of broadcast rights. Streams are not supported through VPNs.</p>',
      ],
      ['I am told my account has reached the limit for concurrent streaming', '<p>Log out of some browsers and devices and try again.</p>'],
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and conditions',
    entries: [
      [
        'Can I get a refund?',
        '<p>Refund requests must be made within 7 days of purchase, with your supporter ID, your registered email address and details of the problem, to ' +
          SUPPORT_EMAIL +
          '. Refunds may be offered for duplicate purchases, technical faults that are our responsibility, and significant misrepresentation. There are no refunds for change of mind, late cancellations, user error, or device or VPN problems. Refunds are at our discretion.</p>',
      ],
      ['Which law applies?', '<p>The terms are governed by the law of England and Wales.</p>'],
      [
        'Where can I read the full terms?',
        '<p>The full <a href="/terms-and-conditions">terms and conditions</a> are available on this site.</p>',
      ],
    ],
  },
]

export function faqTables(): Array<{ table: string; rows: SeedRow[] }> {
  let entryId = 0
  return [
    { table: 'faq_groups', rows: GROUPS.map((g, index) => ({ id: index + 1, slug: g.slug, title: g.title, position: index + 1 })) },
    {
      table: 'faq_entries',
      rows: GROUPS.flatMap((g, groupIndex) =>
        g.entries.map(([heading, answer], index) => ({
          id: ++entryId,
          group_id: groupIndex + 1,
          position: index + 1,
          heading,
          answer_html: answer,
        })),
      ),
    },
  ]
}
