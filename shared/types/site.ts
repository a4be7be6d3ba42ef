/** Site chrome data: settings, menus, sponsors (SPEC §2.3, §2.10, §3). */

export interface MenuItem {
  name: string
  slug: string
  icon: string
  isExternal: boolean
  customClass: string
  newTab: boolean
}

/** SPEC §2.3 menus plus the footer menu and the two footer sub-menus. */
export type MenuKey = 'primary' | 'secondary' | 'sticky' | 'main' | 'featured' | 'footer' | 'subFooter1' | 'subFooter2'
export type Menus = Record<MenuKey, MenuItem[]>

export interface SocialLink {
  network: string
  label: string
  /** Empty string means the link is hidden (SPEC §2.10). */
  url: string
}

export interface WebSettings {
  clubName: string
  clubShortName: string
  tagline: string
  logoKey: string
  placeholderImageKey: string
  /** Page title prefixes by layout, e.g. { site: 'Ipswich Town', streamer: 'Town TV' } */
  pageTitlePrefix: { site: string; streamer: string }
  ticketsUrl: string
  shopUrl: string
  supportEmail: string
  builtOnText: string
  builtOnUrl: string
  copyrightText: string
  socialLinks: SocialLink[]
  kitImages: { home: string; away: string; goalkeeper: string; third: string }
  shirtIconStyle: 'plain' | 'hollow' | 'hoops' | 'stripes'
  headerType: string
  preseason: { display: boolean; seasonSlug: string; message: string }
  dateFormats: { default: string; match: string; search: string }
  links: { login: string; register: string; forgotPassword: string; manageAccount: string; paymentSuccess: string; paymentCancel: string }
  cookieTexts: { title: string; body: string; findOutMoreUrl: string }
}

export interface Sponsor {
  sponsorID: number
  campaignID: string
  title: string
  url: string
  imageKey: string
  adminName: string
  forcedOrder: number
  isChildFriendly: boolean
}

export interface SponsorRow {
  rowID: number
  adminName: string
  title: string
  titleSize: string
  sponsorSize: 'large' | 'small'
  forcedOrder: number
  sponsors: Sponsor[]
}

/** SPEC §3 footer advert (v1) */
export interface FooterAdvert {
  advertID: number
  advertName: string
  targetUrl: string
  childFriendly: boolean
  imageData: { Location: string }
}
