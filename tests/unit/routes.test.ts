import { describe, expect, it } from 'vitest'
import { matchRoute, ROUTE_PATTERNS, type RouteName } from '../../shared/routes'

type Case = [path: string, name: RouteName, params: Record<string, string>]

const arabicSlug = 'فوز-كبير'
const arabicEncoded = encodeURIComponent(arabicSlug)

describe('matchRoute resolves every form of SPEC §2.1', () => {
  it.each<Case>([
    ['/', 'home', {}],
    ['/news', 'newsListing', {}],
    ['/news/', 'newsListing', {}],
    ['/news/town-win-at-home', 'newsArticle', { slug: 'town-win-at-home' }],
    ['/news/123', 'newsArticle', { slug: '123' }],
    [`/news/${arabicEncoded}`, 'newsArticle', { slug: arabicSlug }],
    ['/news/2025', 'newsArchive', { year: '2025' }],
    ['/news/0999', 'newsArticle', { slug: '0999' }],
    ['/news/2025/town-win', 'newsArticle', { year: '2025', slug: 'town-win' }],
    ['/news/2025/08', 'newsArchive', { year: '2025', month: '08' }],
    ['/news/2025/8', 'newsArchive', { year: '2025', month: '8' }],
    ['/news/2025/08/town-win', 'newsArticle', { year: '2025', month: '08', slug: 'town-win' }],
    ['/news/2025/08/09', 'newsArchive', { year: '2025', month: '08', day: '09' }],
    ['/news/2024/2/29', 'newsArchive', { year: '2024', month: '2', day: '29' }],
    ['/news/2025/08/09/town-win', 'newsArticle', { year: '2025', month: '08', day: '09', slug: 'town-win' }],
    ['/news/2025/08/09/2025', 'newsArticle', { year: '2025', month: '08', day: '09', slug: '2025' }],
    [`/news/2025/08/09/${arabicEncoded}/`, 'newsArticle', { year: '2025', month: '08', day: '09', slug: arabicSlug }],
    ['/matches', 'matches', {}],
    ['/matches/mens', 'matches', { team: 'mens' }],
    ['/matches/mens/2025-26', 'matches', { team: 'mens', season: '2025-26' }],
    ['/matches/women', 'matches', { team: 'women' }],
    ['/matches/u21/2099-00', 'matches', { team: 'u21', season: '2099-00' }],
    ['/match', 'matchCentre', {}],
    ['/match/mens', 'matchCentre', { team: 'mens' }],
    ['/match/mens/2025-26', 'matchCentre', { team: 'mens', season: '2025-26' }],
    ['/match/mens/2025-26/123456', 'matchCentre', { team: 'mens', season: '2025-26', matchID: '123456' }],
    ['/match/123456', 'matchCentre', { matchID: '123456' }],
    ['/teams', 'teams', {}],
    ['/teams/mens', 'team', { team: 'mens' }],
    ['/teams/womens', 'team', { team: 'womens' }],
    ['/players', 'player', {}],
    ['/players/george-hirst', 'player', { player: 'george-hirst' }],
    ['/players/mens/george-hirst', 'player', { team: 'mens', player: 'george-hirst' }],
    ['/category', 'category', {}],
    ['/category/town-tv', 'category', { category: 'town-tv' }],
    ['/category/arabic', 'category', { category: 'arabic' }],
    ['/videos', 'videos', {}],
    ['/live', 'live', {}],
    ['/live/video', 'livePlayer', { mediaType: 'video' }],
    ['/live/audio/1_abc123', 'livePlayer', { mediaType: 'audio', assetID: '1_abc123' }],
    ['/videos/browse', 'videosBrowse', {}],
    ['/videos/browse/', 'videosBrowse', {}],
    ['/videos/categories', 'videoCategories', {}],
    ['/videos/faqs', 'videoFaqs', {}],
    ['/videos/subscriptions', 'videoSubscriptions', {}],
    ['/videos/channel', 'videoChannel', {}],
    ['/videos/channel/highlights', 'videoChannel', { slug: 'highlights' }],
    ['/videos/player', 'videoPlayerSlug', {}],
    ['/videos/player/full-match-replay', 'videoPlayerSlug', { slug: 'full-match-replay' }],
    ['/videos/0_x1y2z3', 'videoEntry', { videoID: '0_x1y2z3' }],
    ['/payment-successful', 'paymentSuccessful', {}],
    ['/cancelled-payment', 'cancelledPayment', {}],
    ['/account/login', 'accountLogin', {}],
    ['/account/adverts-report', 'advertsReport', {}],
    ['/contact-us', 'cmsPage', { path: 'contact-us' }],
    ['/privacy-notice', 'cmsPage', { path: 'privacy-notice' }],
    ['/club/safeguarding', 'cmsPage', { path: 'club/safeguarding' }],
    ['/club/careers/', 'cmsPage', { path: 'club/careers' }],
    ['/supporters/away-travel/coaches', 'cmsPage', { path: 'supporters/away-travel/coaches' }],
    ['/a/b/c/d', 'cmsPage', { path: 'a/b/c/d' }],
    ['/club/history/1878/legends/bobby-robson', 'cmsPage', { path: 'club/history/1878/legends/bobby-robson' }],
  ])('%s is %s', (path, name, params) => {
    const match = matchRoute(path)
    expect(match?.name).toBe(name)
    expect(match?.params).toStrictEqual(params)
  })
})

describe('matchRoute picks the layout and header of SPEC §2.1', () => {
  it.each([
    ['/', 'site', 'transparent-dark'],
    ['/news', 'site', 'solid'],
    ['/contact-us', 'site', 'solid'],
    ['/account/login', 'site', 'solid'],
    ['/videos', 'streamer', 'solid'],
    ['/videos/faqs', 'streamer', 'solid'],
    ['/videos/0_abc', 'streamer', 'solid'],
    ['/live', 'streamer', 'solid'],
    ['/live/video/1_abc', 'streamer', 'solid'],
    ['/payment-successful', 'streamer', 'solid'],
    ['/cancelled-payment', 'streamer', 'solid'],
    ['/app/news/town-win', 'app-news', 'solid'],
  ])('%s uses the %s layout with a %s header', (path, layout, headerStyle) => {
    expect(matchRoute(path)).toMatchObject({ layout, headerStyle })
  })

  it('the in-app news view is the article by slug', () => {
    expect(matchRoute('/app/news/town-win')).toStrictEqual({
      name: 'newsArticle',
      params: { slug: 'town-win' },
      layout: 'app-news',
      headerStyle: 'solid',
    })
  })
})

describe('matchRoute answers null (a 404) for paths the site does not serve', () => {
  it.each([
    ['a path without a leading slash', 'news'],
    ['an empty segment', '/news//town-win'],
    ['a double trailing slash', '/news//'],
    ['a dot segment', '/news/./town-win'],
    ['a dot-dot segment', '/news/../admin'],
    ['an encoded dot-dot segment', '/videos/%2E%2E'],
    ['a malformed percent escape', '/news/%zz'],
    ['a truncated UTF-8 escape', '/news/%D9%81%D9'],
    ['an encoded slash in a slug', '/news/a%2Fb'],
    ['a raw non-ASCII character', `/news/${arabicSlug}`],
    ['a query string', '/videos/browse?category=Full-Match-Replay'],
    ['a space', '/news/town win'],
    ['a slug over 200 characters', `/news/${'a'.repeat(201)}`],
    ['an impossible day', '/news/2025/02/30'],
    ['an impossible day with a slug', '/news/2025/02/30/town-win'],
    ['29 February outside a leap year', '/news/2025/2/29'],
    ['an invalid month', '/news/2025/13'],
    ['an invalid month and day', '/news/2025/13/99/x'],
    ['month zero', '/news/2025/00/town-win'],
    ['day zero', '/news/2025/01/0'],
    ['a three-digit month', '/news/2025/123'],
    ['a segment after the slug', '/news/2025/town-win/extra'],
    ['a news path six deep', '/news/2025/08/09/town-win/extra'],
    ['a season whose years do not follow', '/matches/mens/2025-27'],
    ['a season written with a slash', '/matches/mens/2025'],
    ['a team that is not a lowercase slug', '/matches/Mens'],
    ['a third matches segment', '/matches/mens/2025-26/extra'],
    ['a non-numeric matchID', '/match/mens/2025-26/abc'],
    ['a match centre with a bad season', '/match/mens/next'],
    ['a match centre four deep', '/match/mens/2025-26/1/2'],
    ['a second teams segment', '/teams/mens/squad'],
    ['a third players segment', '/players/mens/george-hirst/stats'],
    ['a second category segment', '/category/town-tv/more'],
    ['a two-segment video path', '/videos/0_abc/extra'],
    ['a segment under browse', '/videos/browse/extra'],
    ['a second channel segment', '/videos/channel/a/b'],
    ['a third live segment', '/live/video/1_abc/extra'],
    ['the app news root', '/app/news'],
    ['another app path', '/app/about'],
    ['a segment under payment-successful', '/payment-successful/extra'],
    ['the account root', '/account'],
    ['an unknown account page', '/account/profile'],
    ['an api path', '/api/news'],
    ['a media path', '/media/abc/index.m3u8'],
    ['an sso path', '/sso/login'],
    ['a six-level CMS path', '/a/b/c/d/e/f'],
    ['a CMS path with capitals', '/Contact-Us'],
    ['a CMS path with an underscore', '/club/safe_guarding'],
  ])('for %s (%s)', (_why, path) => {
    expect(matchRoute(path)).toBeNull()
  })

  it('accepts a slug of exactly 200 characters', () => {
    expect(matchRoute(`/news/${'a'.repeat(200)}`)?.params).toStrictEqual({ slug: 'a'.repeat(200) })
  })

  it('counts the length of an encoded slug after decoding', () => {
    const slug = 'ف'.repeat(200)
    expect(matchRoute(`/news/${encodeURIComponent(slug)}`)?.params).toStrictEqual({ slug })
    expect(matchRoute(`/news/${encodeURIComponent(`${slug}ف`)}`)).toBeNull()
  })
})

describe('the back office (issue 19)', () => {
  it.each([
    ['/admin', 'admin', {}],
    ['/admin/articles', 'admin', { section: 'articles' }],
    ['/admin/articles/42', 'admin', { section: 'articles', itemID: '42' }],
    ['/admin/articles/new', 'admin', { section: 'articles', itemID: 'new' }],
    ['/admin/preview/articles/42', 'articlePreview', { articleID: '42' }],
    ['/admin/preview/pages/4', 'pagePreview', { pageID: '4' }],
    // Issue 20 §2: a video is opened by its entry id.
    ['/admin/videos/1_ab12cd34', 'admin', { section: 'videos', itemID: '1_ab12cd34' }],
  ] as const)('%s is %s %j', (path, name, params) => {
    expect(matchRoute(path)).toMatchObject({ name, params })
  })
  it.each([
    '/admin/Articles',
    '/admin/a/b/c',
    '/admin/preview/articles/x',
    '/admin/preview/pages/x',
    '/admin/preview/menus/4',
    '/admin/articles/1_ab12cd34',
    '/admin/videos/1_ab.cd',
  ])('%s is no page (never a CMS page)', (path) => {
    expect(matchRoute(path)).toBeNull()
  })
})

describe('ROUTE_PATTERNS documents what matchRoute does', () => {
  const sample: Record<string, string> = {
    slug: 'a-slug',
    year: '2025',
    month: '08',
    day: '09',
    team: 'mens',
    season: '2025-26',
    matchID: '123456',
    player: 'george-hirst',
    category: 'town-tv',
    mediaType: 'video',
    assetID: '1_abc',
    videoID: '0_x1y2z3',
    subpage1: 'club',
    subpage2: 'history',
    subpage3: 'legends',
    subpage4: 'players',
    articleID: '42',
    pageID: '4',
    section: 'articles',
    itemID: 'new',
  }
  const fill = (pattern: string) => pattern.replace(/\{(\w+)\??\}/g, (_, key: string) => sample[key]!)

  it.each(ROUTE_PATTERNS.map((r) => [r.pattern, r.name, fill(r.pattern)]))('%s, filled in, resolves to %s', (_pattern, name, path) => {
    expect(matchRoute(path)?.name).toBe(name)
  })

  it('names every route', () => {
    const names: RouteName[] = [
      'home',
      'newsListing',
      'newsArticle',
      'newsArchive',
      'matches',
      'matchCentre',
      'teams',
      'team',
      'player',
      'category',
      'videos',
      'live',
      'livePlayer',
      'videosBrowse',
      'videoCategories',
      'videoFaqs',
      'videoSubscriptions',
      'videoChannel',
      'videoPlayerSlug',
      'videoEntry',
      'paymentSuccessful',
      'cancelledPayment',
      'accountLogin',
      'advertsReport',
      'admin',
      'articlePreview',
      'pagePreview',
      'cmsPage',
    ]
    expect(new Set(ROUTE_PATTERNS.map((r) => r.name))).toStrictEqual(new Set(names))
  })
})
