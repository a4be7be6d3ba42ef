/** Site chrome data: settings, menus, sponsors (SPEC §2.3, §2.10, §3). */
import type { BUTTON_STYLES } from '../schemas/widgets'

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
  /** SPEC §3 placeholder image keys: the picture shown when an item has none, by kind of item. */
  placeholderImageKeys: PlaceholderImageKeys
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
  /** SPEC §3, §2.10: the texts of the login form and of its register box. */
  loginTexts: { title: string; intro: string; buttonText: string }
  registerTexts: { title: string; intro: string; buttonText: string }
  /**
   * SPEC §3 public keys only: these reach the browser in the boot data, so a secret
   * (the card provider's secret key, the captcha secret) never belongs here. '' is not configured.
   */
  cardPaymentPublicKey: string
  captchaSiteKey: string
  tagManagerId: string
  /** SPEC §3 button and crest style configurations per placement. */
  buttonStyles: Record<ButtonPlacement, ButtonStyle>
  crestStyles: Record<CrestPlacement, CrestStyle>
}

export interface PlaceholderImageKeys {
  /** Anything without a picture of its own. */
  default: string
  news: string
  player: string
  video: string
}

/** The SPEC §2.10 button widget types, also used for the site's own buttons. */
export type ButtonStyle = (typeof BUTTON_STYLES)[number]
export type ButtonPlacement = 'hero' | 'content' | 'card' | 'cookiePopup' | 'packages' | 'footer'

export interface CrestStyle {
  /** 'full' is the crest in colour, 'mono' a single-colour version for busy or dark grounds. */
  variant: 'full' | 'mono'
  /** Rendered width in CSS pixels. */
  width: number
}
export type CrestPlacement = 'header' | 'footer' | 'matchCard' | 'fixtureRow' | 'scoreboard' | 'leagueTable'

export interface Sponsor {
  sponsorID: number
  campaignID: string
  title: string
  url: string
  imageKey: string
  adminName: string
  forcedOrder: number
  isChildFriendly: boolean
  published: boolean
  mediaLibraryID: string
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
