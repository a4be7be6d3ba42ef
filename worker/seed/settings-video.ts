/** site_settings 'videoService' (SPEC §3 video service configuration) and 'packagesWidget'. */
import type { PackagesWidgetSettings } from '../../shared/types/commerce'
import type { VideoServiceConfig } from '../../shared/types/video'
import { bannerSvg, wordmarkSvg } from './images'
import { SUPPORT_EMAIL } from './settings-web'
import type { SeedImage } from './types'
import { VIDEO_FEEDS } from './videos'

export function videoServiceConfig(): VideoServiceConfig {
  return {
    brandName: 'Town TV',
    supportEmail: SUPPORT_EMAIL,
    upgradeSlug: '/videos/subscriptions',
    fallbackImageKey: 'town-tv/fallback.jpg',
    heroImages: { desktopKey: 'town-tv/hero.jpg', mobileKey: 'town-tv/hero.jpg' },
    heroMode: 'image',
    logos: { lightKey: 'town-tv/logo-light.svg', darkKey: 'town-tv/logo-dark.svg' },
    openSearchConfig: 'basic',
    automaticSubtitles: true,
    hideAdvertsFromVideos: false,
    lockEmptyEntitlements: false,
    feeds: VIDEO_FEEDS,
    provider: {
      monitoringEnvKey: 'demo',
      videoApiBase: '/api/videos/',
      // SPEC §3: both default live asset ids are null; live assets come from the fixture.
      defaultLiveAudioAssetId: null,
      defaultLiveVideoAssetId: null,
    },
    categoryHero: {
      title: 'Town TV',
      text: 'Highlights, full match replays, interviews and the weekly live show.',
      imageKey: 'town-tv/hero.jpg',
    },
    liveUpgradeData: {
      brandingBackground: '#0044a9',
      brandingTextColor: '#ffffff',
      buttonLink: '/videos/subscriptions',
      buttonText: 'Learn more',
      entitlementDisplayOverride: '',
      imageKey: 'town-tv/upgrade.jpg',
      lockedVideoMessage: 'Live games require a subscription or match pass and are subject to league broadcast restrictions.',
      lockedVideoTitle: 'Watch and listen live',
      requireLoginEntitlement: 'freemium', // SPEC §3: both required entitlements are 'freemium'
      requireUpgradeEntitlement: 'freemium',
    },
  }
}

export function packagesWidgetSettings(): PackagesWidgetSettings {
  return {
    title: 'Subscriptions and match passes',
    style: 'light',
    footerStyle: 'dark',
    noSubscriptionsText: '',
    noMatchPassesText: '',
    cta1Text: 'Got a voucher code?',
    cta1ButtonCta: 'Redeem a voucher',
    cta2Text: 'Questions about Town TV?',
    cta2ButtonCta: 'Read the FAQs',
    cta2ButtonLink: '/videos/faqs',
    voucherTitle: 'Redeem a voucher',
    voucherText: 'Enter the code from your voucher.',
    voucherButton: 'Confirm',
  }
}

export function townTvImages(): SeedImage[] {
  return [
    {
      key: 'town-tv/fallback.jpg',
      svg: bannerSvg({
        size: 750,
        headline: 'Town TV',
        subline: 'Official streaming service',
        cta: 'Watch',
        colours: ['#0044a9', '#001f4d'],
      }),
    },
    {
      key: 'town-tv/hero.jpg',
      svg: bannerSvg({
        size: 1400,
        headline: 'Every game. Live.',
        subline: 'Live audio commentary of every first-team fixture',
        cta: 'Subscribe',
        colours: ['#0044a9', '#d6001c'],
      }),
    },
    {
      key: 'town-tv/upgrade.jpg',
      svg: bannerSvg({
        size: 750,
        headline: 'Go live',
        subline: 'Subscription or match pass required',
        cta: 'Learn more',
        colours: ['#d6001c', '#3a0009'],
      }),
    },
    { key: 'town-tv/logo-light.svg', svg: wordmarkSvg('TOWN TV', '#0044a9', '#ffffff') },
    { key: 'town-tv/logo-dark.svg', svg: wordmarkSvg('TOWN TV', '#ffffff', '#0044a9') },
  ]
}
