/** site_settings 'web': must match WebSettings exactly (shared/types/site.ts). */
import type { WebSettings } from '../../shared/types/site'
import { KIT_KEYS } from './football'
import { SHOP_URL, TICKETS_URL } from './menus'
import { CLUB } from './teams'

export const SUPPORT_EMAIL = 'support@itfc.example'
export const PLACEHOLDER_IMAGE_KEY = 'placeholder.svg'

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
    placeholderImageKey: PLACEHOLDER_IMAGE_KEY,
    pageTitlePrefix: { site: 'Ipswich Town', streamer: 'Town TV' },
    ticketsUrl: TICKETS_URL,
    shopUrl: SHOP_URL,
    supportEmail: SUPPORT_EMAIL,
    builtOnText: 'Built on Cloudflare',
    builtOnUrl: 'https://workers.cloudflare.com',
    copyrightText: '© 2025 Ipswich Town Football Club',
    socialLinks: SOCIAL.map(([network, label, url]) => ({ network, label, url })),
    kitImages: KIT_KEYS,
    shirtIconStyle: 'plain',
    headerType: 'core-3', // SPEC §2.4
    preseason: { display: true, seasonSlug: '2025-26', message: 'Fixtures for the new season are coming soon' }, // SPEC §4.11
    dateFormats: { default: 'D MMM YYYY', match: 'ddd D MMM', search: 'D MMM YYYY' }, // SPEC §9.1
    links: {
      login: '/sso/login',
      register: '/sso/register',
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
  }
}
