/** site_settings 'web': must match WebSettings exactly (shared/types/site.ts). */
import type { PlaceholderImageKeys, WebSettings } from '../../shared/types/site'
import { KIT_KEYS } from './football'
import { SHOP_URL, TICKETS_URL } from './menus'
import { CLUB } from './teams'

export const SUPPORT_EMAIL = 'support@itfc.example'
/** SPEC §3 placeholder image keys; settings.ts draws an image for each. */
export const PLACEHOLDER_IMAGE_KEYS: PlaceholderImageKeys = {
  default: 'placeholder.svg',
  news: 'placeholders/news.svg',
  player: 'placeholders/player.svg',
  video: 'placeholders/video.svg',
}

/** SPEC §2.10: nine networks; the tenth (ephemeral photo messaging) has no address and stays hidden. */
const SOCIAL: Array<[string, string, string]> = [
  ['facebook', 'Facebook', 'https://facebook.example/ipswichtown'],
  ['instagram', 'Instagram', 'https://instagram.example/ipswichtown'],
  ['tiktok', 'TikTok', 'https://tiktok.example/@ipswichtown'],
  ['x', 'X', 'https://x.example/IpswichTown'],
  ['youtube', 'YouTube', 'https://youtube.example/@ipswichtown'],
  ['whatsapp', 'WhatsApp', 'https://whatsapp.example/channel/ipswichtown'],
  ['linkedin', 'LinkedIn', 'https://linkedin.example/company/ipswich-town'],
  ['threads', 'Threads', 'https://threads.example/@ipswichtown'],
  ['bluesky', 'Bluesky', 'https://bluesky.example/profile/ipswichtown'],
  ['snapchat', 'Snapchat', ''],
]

export function webSettings(): WebSettings {
  return {
    clubName: CLUB.name,
    clubShortName: CLUB.shortName,
    tagline: 'Official website of Ipswich Town Football Club',
    logoKey: CLUB.crestKey,
    placeholderImageKeys: PLACEHOLDER_IMAGE_KEYS,
    pageTitlePrefix: { site: 'Ipswich Town', streamer: 'Town TV' },
    ticketsUrl: TICKETS_URL,
    shopUrl: SHOP_URL,
    supportEmail: SUPPORT_EMAIL,
    // The footer prints its own 'Built on' before this (SPEC §2.10).
    builtOnText: 'Cloudflare',
    builtOnUrl: 'https://workers.cloudflare.com',
    copyrightText: '© 2025 Ipswich Town Football Club',
    socialLinks: SOCIAL.map(([network, label, url]) => ({ network, label, url })),
    kitImages: KIT_KEYS,
    shirtIconStyle: 'plain',
    headerType: 'core-3', // SPEC §2.4
    preseason: { display: true, seasonSlug: '2025-26', message: 'Fixtures for the new season are coming soon' }, // SPEC §4.11
    dateFormats: { default: 'D MMM YYYY', match: 'ddd D MMM', search: 'D MMM YYYY' }, // SPEC §9.1
    // SPEC §1: login and register link out to the sign-on portal, through the site's start address
    // (it remembers the way back; the client adds returnTo). Forgot password and profile are portal pages.
    links: {
      login: '/api/auth/sso/start?flow=login',
      register: '/api/auth/sso/start?flow=register',
      forgotPassword: '/sso/forgot-password',
      manageAccount: '/sso/profile',
      paymentSuccess: '/payment-successful',
      paymentCancel: '/cancelled-payment',
    },
    cookieTexts: {
      title: 'Cookie Notice',
      body: 'We use essential cookies to make this site work. With your consent we also use analytics, marketing and personalisation cookies to understand how the site is used and to show you relevant content.',
      findOutMoreUrl: '/cookie-policy',
    },
    loginTexts: {
      title: 'Log In',
      intro: 'Log in with your Ipswich Town account to watch Town TV and manage your subscriptions.',
      buttonText: 'Log In',
    },
    registerTexts: {
      title: 'New to Town?',
      intro: 'You need a digital account to watch videos. Register for free: it only takes a minute.',
      buttonText: 'Register for free',
    },
    // SPEC §3: "Their values are not shown here." Public values only, set per deployment.
    cardPaymentPublicKey: '',
    captchaSiteKey: '',
    tagManagerId: '',
    buttonStyles: {
      hero: 'primary-light',
      content: 'primary-dark',
      card: 'ghost-dark',
      cookiePopup: 'primary-dark',
      packages: 'primary-light',
      footer: 'ghost-light',
    },
    // Widths follow the sizes the components draw the crest at.
    crestStyles: {
      header: { variant: 'full', width: 44 },
      footer: { variant: 'full', width: 64 },
      matchCard: { variant: 'full', width: 56 },
      fixtureRow: { variant: 'full', width: 32 },
      scoreboard: { variant: 'full', width: 72 },
      leagueTable: { variant: 'full', width: 20 },
    },
  }
}
