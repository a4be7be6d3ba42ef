/** Membership tiers, packages and price options (SPEC §3, §4.1, §9.2). Amounts in pence. */
import { bannerSvg } from './images'
import type { SeedPart } from './types'

const LOCKED_MESSAGE = 'You need a digital account to watch this video. Register for free or login below.'

export function commercePart(): SeedPart {
  const tiers = [
    {
      id: 'freemium',
      title: 'Free account',
      order_position: 1,
      mapped_entitlements: ['freemium'],
      benefits: ['Free highlights and press conferences', 'Post-match interviews', 'Match centre alerts'],
      locked_video_title: 'Please login to watch this video',
      locked_video_message: LOCKED_MESSAGE,
      button_text: 'Register for free',
      button_link: '/sso/register',
      login_button_text: 'Log In',
      colours: { background: '#ffffff', text: '#0044a9' },
      logo_key: 'crest.svg',
    },
    {
      id: 'subscriber',
      title: 'Town TV',
      order_position: 2,
      mapped_entitlements: ['subscriber'],
      benefits: [
        'Live audio commentary of every first-team fixture',
        'Full match replays',
        'The weekly live show',
        'Premium on-demand video',
      ],
      locked_video_title: 'Video restricted',
      locked_video_message: 'Subscribe to Town TV to watch this video.',
      button_text: 'Subscribe',
      button_link: '/videos/subscriptions',
      login_button_text: 'Log In',
      colours: { background: '#0044a9', text: '#ffffff' },
      logo_key: 'crest.svg',
    },
    {
      id: 'plus',
      title: 'Town TV Plus',
      order_position: 3,
      mapped_entitlements: ['subscriber', 'plus'],
      benefits: ['Everything in Town TV', 'Live video of eligible matches (international only)'],
      locked_video_title: 'Video restricted',
      locked_video_message: 'Upgrade to Town TV Plus to watch live video where rights allow.',
      button_text: 'Upgrade',
      button_link: '/videos/subscriptions',
      login_button_text: 'Log In',
      colours: { background: '#d6001c', text: '#ffffff' },
      logo_key: 'crest.svg',
    },
  ]
  const packages = [
    {
      id: 'town-tv-monthly',
      title: 'Town TV',
      package_type: 'membership',
      availability: 'all',
      order_position: 1,
      description:
        'Live audio commentary of every first-team fixture, full match replays, the weekly live show and premium on-demand video. UK and international.',
      style_data: { displayType: 'icon-only', icon: 'headphones', backgroundImageKey: '', customLabel: 'Most popular', styleMode: 'light' },
      landscape_image_key: 'packages/town-tv.jpg',
    },
    {
      id: 'town-tv-plus',
      title: 'Town TV Plus',
      package_type: 'membership',
      availability: 'international',
      order_position: 2,
      description:
        'Everything in Town TV plus live video of eligible matches. International supporters only; not available in the UK, Ireland, the Channel Islands or the Isle of Man.',
      style_data: {
        displayType: 'background-image',
        icon: 'play',
        backgroundImageKey: 'packages/town-tv-plus.jpg',
        customLabel: 'International',
        styleMode: 'dark',
      },
      landscape_image_key: 'packages/town-tv-plus.jpg',
    },
    {
      id: 'match-pass',
      title: 'Match Pass',
      package_type: 'match-pass',
      availability: 'eligible-regions',
      order_position: 3,
      description: 'Watch one game live, in eligible regions only.',
      style_data: { displayType: 'icon-only', icon: 'ticket', backgroundImageKey: '', customLabel: '', styleMode: 'light' },
      landscape_image_key: 'packages/match-pass.jpg',
    },
  ].map((p) => ({ ...p, successful_payment_page: '/payment-successful', cancelled_payment_page: '/cancelled-payment', published: true }))
  const info = (text: string) =>
    `<p>${text}</p><p>Cancel at least 24 hours before your billing date. Refund requests within 7 days of purchase.</p>`
  const prices = [
    {
      id: 'price-town-tv-monthly',
      package_id: 'town-tv-monthly',
      type: 'recurring',
      amount_pence: 599,
      interval: 'month',
      price_display: '£5.99',
      offer: '',
      entitlements: ['subscriber'],
      order_position: 1,
      further_information_html: info('Billed monthly on the same day each month.'),
      backside_text: 'Live audio, replays and more.',
    },
    {
      id: 'price-town-tv-plus-monthly',
      package_id: 'town-tv-plus',
      type: 'recurring',
      amount_pence: 2000,
      interval: 'month',
      price_display: '£20',
      offer: '',
      entitlements: ['subscriber', 'plus'],
      order_position: 1,
      further_information_html: info('Billed monthly. Live video only in unsold territories.'),
      backside_text: 'Live video where rights allow.',
    },
    {
      id: 'price-town-tv-plus-season',
      package_id: 'town-tv-plus',
      type: 'one-off',
      amount_pence: 17000,
      interval: 'season',
      price_display: '£170',
      offer: 'Save £70 on monthly',
      entitlements: ['subscriber', 'plus'],
      order_position: 2,
      further_information_html: info('One payment for the 2025/26 season.'),
      backside_text: 'The whole season, one payment.',
    },
    {
      id: 'price-match-pass',
      package_id: 'match-pass',
      type: 'one-off',
      amount_pence: 1000,
      interval: null,
      price_display: '£10',
      offer: '',
      entitlements: ['match-pass'],
      order_position: 1,
      further_information_html: info('Valid for one game. Availability confirmed about 24 hours before kick-off.'),
      backside_text: 'One game, live.',
    },
  ].map((p) => ({ ...p, currency: 'GBP', stripe_price_id: null }))
  return {
    tables: [
      { table: 'membership_tiers', rows: tiers },
      { table: 'packages', rows: packages },
      { table: 'price_options', rows: prices },
    ],
    images: [
      {
        key: 'packages/town-tv.jpg',
        svg: bannerSvg({ size: 750, headline: 'Town TV', subline: '£5.99 a month', cta: 'Subscribe', colours: ['#0044a9', '#001f4d'] }),
      },
      {
        key: 'packages/town-tv-plus.jpg',
        svg: bannerSvg({
          size: 750,
          headline: 'Town TV Plus',
          subline: 'Live video abroad',
          cta: 'Upgrade',
          colours: ['#d6001c', '#3a0009'],
        }),
      },
      {
        key: 'packages/match-pass.jpg',
        svg: bannerSvg({ size: 750, headline: 'Match Pass', subline: '£10 per game', cta: 'Buy a pass', colours: ['#138a5e', '#0b4f37'] }),
      },
    ],
  }
}
