/** The video service: categories, channels, library, the four feeds (SPEC §3), thumbnails, and on-demand commentary. */
import type { CaptionLanguage } from '../../shared/rules/hls-subtitles'
import type { SeedClock } from './clock'
import { commentaryRows } from './commentary'
import type { SeasonPlan } from './fixtures'
import { bannerSvg, pictureSvg, thumbnailSvg } from './images'
import type { SeedRow } from './sql'
import type { SeedImage, SeedPart } from './types'
import { CATEGORY, CHANNELS, VIDEO_CATEGORIES } from './video-catalogue'
import { allVideos } from './video-library'

/**
 * The demo recordings under R2 media/{playbackId}/ (worker/dev/make-media.mjs), one per audience
 * (SPEC §4.3): the media gateway checks that a token's entry plays from the folder it opens, but a
 * folder's bytes are the same for every entry in it, so entries share a recording only when the
 * same viewers may play them. A free entry's token never opens the media of a paid one.
 */
export const DEMO_PLAYBACK_IDS = {
  /** '?': anyone, signed in or not. */
  free: 'vod-demo-1',
  /** '*' or no list (the service's lock flag decides): any signed-in account. */
  members: 'vod-demo-2',
  /** Tier codes: paying accounts. */
  paid: 'vod-demo-3',
} as const

/**
 * issue 20 §6: the caption languages of each demo recording (worker/dev/demo-captions.mjs
 * puts the files into R2 with the media), listed on every entry that plays from it.
 */
export const DEMO_CAPTIONS: Record<string, readonly CaptionLanguage[]> = { [DEMO_PLAYBACK_IDS.paid]: ['en', 'ar'] }

export function demoPlaybackId(entitlements: readonly string[]): string {
  if (entitlements.includes('?')) return DEMO_PLAYBACK_IDS.free
  if (entitlements.length === 0 || entitlements.includes('*')) return DEMO_PLAYBACK_IDS.members
  return DEMO_PLAYBACK_IDS.paid
}

/** SPEC §3: feed 1 LATEST (/videos), 2 LIVE (/live), 3 SUBSCRIPTIONS & PASSES, 4 FAQs; feeds 2 to 4 are enabled. */
export const VIDEO_FEEDS = [
  { id: 1, pageName: 'LATEST', slug: '/videos', enabled: false },
  { id: 2, pageName: 'LIVE', slug: '/live', enabled: true },
  { id: 3, pageName: 'SUBSCRIPTIONS & PASSES', slug: '/videos/subscriptions', enabled: true },
  { id: 4, pageName: 'FAQs', slug: '/videos/faqs', enabled: true },
]

/** [feed, key, title, source, category, channel] */
const SECTIONS: Array<[number, string, string, string, number | null, number | null]> = [
  [1, 'current', 'Latest', 'latest', null, null],
  [1, 'fallback', 'Highlights', 'category', CATEGORY.highlights, null],
  [1, 'full-match-replay', 'Full Match Replays', 'category', CATEGORY.replay, null],
  [1, 'interviews', 'Interviews', 'category', CATEGORY.interviews, null],
  [1, 'town-talk', 'Town Talk', 'channel', null, 2],
  [1, 'classic-matches', 'Classic Matches', 'category', CATEGORY.classic, null],
  [2, 'current', 'Live now', 'live', null, null],
  [2, 'fallback', 'Latest highlights', 'category', CATEGORY.highlights, null],
  [3, 'current', 'Subscriptions & passes', 'packages', null, null],
  [4, 'current', 'Frequently asked questions', 'faqs', null, null],
]

const COLOURS: Record<number, [string, string]> = {
  1: ['#0044a9', '#001f4d'],
  2: ['#d6001c', '#3a0009'],
  3: ['#1d2b4f', '#3c5a99'],
  4: ['#2b2f36', '#556070'],
  5: ['#e07a1f', '#5a2a05'],
  6: ['#7b2d8e', '#2c0f35'],
  7: ['#138a5e', '#0b4f37'],
  8: ['#8a6d1d', '#3b2e0a'],
  9: ['#00857c', '#003d39'],
}

export function thumbnailKey(entryId: string): string {
  return `videos/${entryId}.jpg`
}

/** 'mm:ss', or 'H[hr] mm' past an hour (SPEC §9.1), for the thumbnail badge. */
function badge(seconds: number): string {
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')
  return seconds > 3599 ? `${Math.floor(seconds / 3600)}hr ${mm}` : `${mm}:${String(seconds % 60).padStart(2, '0')}`
}

export function videosPart(clock: SeedClock, season: SeasonPlan): SeedPart {
  const videos = allVideos(clock, season)
  const categoryName = new Map(VIDEO_CATEGORIES.map(([id, , name]) => [id, name]))
  const rows: SeedRow[] = videos.map((v, index) => ({
    id: index + 1,
    entry_id: v.entryId,
    title: v.title,
    description: v.description,
    duration_seconds: v.duration,
    entitlements: v.entitlements,
    tags: [categoryName.get(v.categoryId)],
    thumbnail_key: thumbnailKey(v.entryId),
    created_at: v.createdAt,
    release_from: v.createdAt,
    team_id: v.teamId,
    season_id: v.seasonId,
    category_id: v.categoryId,
    channel_id: v.channelId,
    match_id: v.matchId,
    playback_id: demoPlaybackId(v.entitlements),
    captions: [...(DEMO_CAPTIONS[demoPlaybackId(v.entitlements)] ?? [])],
    is_legacy: v.legacy ?? false,
    status: 'published',
  }))
  const images: SeedImage[] = videos.map((v) => ({
    key: thumbnailKey(v.entryId),
    svg: thumbnailSvg(
      v.title,
      categoryName.get(v.categoryId) ?? '',
      badge(v.duration),
      COLOURS[v.categoryId] ?? ['#0044a9', '#001f4d'],
      v.duration,
    ),
  }))
  images.push(
    ...VIDEO_CATEGORIES.map(([id, slug, name]) => ({
      key: `video-categories/${slug}.jpg`,
      svg: pictureSvg({
        width: 1200,
        height: 500,
        caption: name,
        colours: COLOURS[id] ?? ['#0044a9', '#001f4d'],
        seed: id,
      }),
    })),
    ...CHANNELS.map(([id, slug, name]) => ({
      key: `channels/${slug}.jpg`,
      svg: pictureSvg({ width: 640, height: 360, caption: name, colours: ['#0044a9', '#d6001c'], seed: id * 13 }),
    })),
    {
      key: 'streams/live-audio-poster.jpg',
      svg: bannerSvg({
        size: 750,
        headline: 'Live Audio',
        subline: 'Every first-team game',
        cta: 'Listen live',
        colours: ['#0044a9', '#001f4d'],
      }),
    },
    {
      key: 'streams/live-video-poster.jpg',
      svg: bannerSvg({
        size: 750,
        headline: 'Live Video',
        subline: 'Town TV Plus, where rights allow',
        cta: 'Watch live',
        colours: ['#d6001c', '#3a0009'],
      }),
    },
    {
      key: 'streams/offline.jpg',
      svg: bannerSvg({
        size: 750,
        headline: 'Off air',
        subline: 'Coverage starts before kick-off',
        cta: 'Fixtures',
        colours: ['#2b2f36', '#111111'],
      }),
    },
  )
  return {
    tables: [
      {
        table: 'video_categories',
        rows: VIDEO_CATEGORIES.map(([id, slug, name, description], index) => ({
          id,
          slug,
          name,
          description,
          order_position: index + 1,
          hero_image_key: `video-categories/${slug}.jpg`,
        })),
      },
      {
        table: 'channels',
        rows: CHANNELS.map(([id, slug, name, description], index) => ({
          id,
          slug,
          name,
          description,
          image_key: `channels/${slug}.jpg`,
          order_position: index + 1,
        })),
      },
      { table: 'videos', rows },
      { table: 'audio_entries', rows: commentaryRows(season) },
      { table: 'video_feeds', rows: VIDEO_FEEDS.map((f) => ({ id: f.id, page_name: f.pageName, slug: f.slug, enabled: f.enabled })) },
      {
        table: 'feed_sections',
        rows: SECTIONS.map(([feed, key, title, source, category, channel], index) => ({
          id: index + 1,
          feed_id: feed,
          section_key: key,
          title,
          position: index + 1,
          source,
          category_id: category,
          channel_id: channel,
        })),
      },
    ],
    images,
  }
}
