import type { D1Migration } from '@cloudflare/vitest-pool-workers'
import type { CookieConsent } from '../shared/rules/cookie-consent'

/** Bindings from wrangler.toml, secrets from `wrangler secret put`. */
export interface Bindings {
  DB: D1Database
  MEDIA: R2Bucket
  ASSETS: Fetcher
  /** Site-lock password attempts per visitor address, 10 a minute (our choice; wrangler.toml [[ratelimits]]). */
  SITE_LOCK_ATTEMPTS: RateLimit
  ENVIRONMENT: string
  /** Issue 12 §4: resizes the image library's pictures (wrangler.toml [images]). */
  IMAGES: ImagesBinding
  /** 'local' where the Images binding is miniflare's, which only scales (npm start, the worker tests): the gateway frames crops itself. */
  IMAGES_BINDING?: string
  /** Modern formats offered for resized images, in order ('avif,webp' when unset); npm start offers 'webp' (slow local AVIF). */
  IMAGE_OUTPUT_FORMATS?: string
  PUBLIC_ORIGIN: string
  /** SPEC §9.5 cookie domain (the club's main domain); empty means host-only cookies. */
  COOKIE_DOMAIN?: string
  /** SPEC §2.10, §6 development site lock: set (as a secret) to gate the whole site; unset means no lock. */
  SITE_LOCK_PASSWORD?: string
  /** Sign-in and password-reset attempts per visitor address, 30 a minute (issue 8 §9; wrangler.toml). */
  AUTH_ATTEMPTS_BY_ADDRESS: RateLimit
  /** Sign-in and password-reset attempts per account (email), 5 a minute (issue 8 §9; wrangler.toml). */
  AUTH_ATTEMPTS_BY_ACCOUNT: RateLimit
  /** Private P-256 JWK that signs sessions, hand-offs and playback tokens (worker/identity/signing-keys.ts). */
  AUTH_SIGNING_KEY?: string
  /** ARCHITECTURE "Identity": 'embedded' (default, the portal under /sso/*) or 'oidc'. */
  IDENTITY_PROVIDER?: string
  /** OIDC provider (IDENTITY_PROVIDER=oidc): issuer URL for discovery, client id and secret. */
  OIDC_ISSUER?: string
  OIDC_CLIENT_ID?: string
  OIDC_CLIENT_SECRET?: string
  /** Issue 10 §4: one StreamSessions object per account (idFromName(ssoId)) holds its live-stream leases and sockets. */
  STREAM_SESSIONS: DurableObjectNamespace<import('./streaming/stream-sessions').StreamSessions>
  /** Issue 21 §1: one MatchRoom per match (idFromName(String(matchId))): the match's push log; fans out to its shards. */
  MATCH_ROOM: DurableObjectNamespace<import('./matchday/match-room').MatchRoom>
  /** Issue 21 §1: the shards holding a match's sockets (idFromName(`${matchId}:${i}`)), hibernatable. */
  MATCH_ROOM_SHARD: DurableObjectNamespace<import('./matchday/match-room-shard').MatchRoomShard>
  /** Issue 21 §7: the operations view's sockets (idFromName('ops')); told when figures are recorded. */
  OPS_WATCH: DurableObjectNamespace<import('./ops/ops-watch').OpsWatch>
  /** Issue 21 §1: how many shards a match's sockets spread over, 1 to 1,000 (1 when unset; worker/config/matchday-settings.ts). */
  MATCH_ROOM_SHARDS?: string
  /** Issue 10 §4: the default concurrent-stream limit per account, a whole number 1 to 20 ("2"; 2 when unset or wrong). */
  STREAM_LIMIT_DEFAULT?: string
  /** Issue 10 §6: 'embedded' (default: the live window over R2 loops), 'cloudflare-stream' or 'mux' (worker/streaming/live-provider.ts). */
  LIVE_PROVIDER?: string
  /** The provider's playback host (customer-{code}.cloudflarestream.com; stream.mux.com by default for mux). */
  LIVE_PROVIDER_HOST?: string
  /** The provider's RS256 signing key, a private RSA JWK with its kid (a secret). */
  LIVE_PROVIDER_SIGNING_KEY?: string
  /** Issue 20 §1 (worker/config/video-settings.ts): 'r2' (default) or 'cloudflare-stream' for new uploads. */
  VIDEO_PROVIDER?: string
  /** The largest upload in bytes (10 GiB when unset). */
  VIDEO_UPLOAD_MAX_BYTES?: string
  /** cloudflare-stream: the account id, an API token with Stream edit rights (a secret), the customer playback host. */
  STREAM_ACCOUNT_ID?: string
  STREAM_API_TOKEN?: string
  STREAM_PLAYBACK_HOST?: string
  /** Stream's RS256 signing key, a private RSA JWK with its kid (a secret; LIVE_PROVIDER_SIGNING_KEY when live is Stream too). */
  STREAM_SIGNING_KEY?: string
  /** The secret Stream signs its webhooks with (a secret). */
  STREAM_WEBHOOK_SECRET?: string
  /** Stripe (issue 11; ARCHITECTURE "Payments"): unset means the embedded sandbox checkout under /sandbox/*. */
  STRIPE_SECRET_KEY?: string
  /** The webhook endpoint's signing secret (whsec_…); the sandbox derives its own from AUTH_SIGNING_KEY when unset. */
  STRIPE_WEBHOOK_SECRET?: string
  /** Checkout and portal sessions per account, 20 a minute (issue 11; wrangler.toml). */
  PAYMENT_ATTEMPTS: RateLimit
  /** Issue 12 §3: tracking events, produced by POST /api/events and consumed by this same worker (worker/events/); issue 18 §4: mail for a real provider (worker/mail/). */
  EVENTS: Queue<Exclude<import('./events/consume-queue').QueueMessage, import('./media/replay-queue').ReplayMessage>>
  /** Issue 20 §4: media jobs (a match's replay), on a queue of their own so they never hold up EVENTS' deliveries. */
  MEDIA_JOBS: Queue<import('./media/replay-queue').ReplayMessage>
  /** Issue 21 §7: 'd1' (the default off production) or 'analytics-engine' (worker/config/ops-settings.ts). */
  OPS_STORE?: string
  /** Issue 21 §7, production: the club_ops Analytics Engine dataset ([[env.production.analytics_engine_datasets]]). */
  OPS_ANALYTICS?: AnalyticsEngineDataset
  /** The Cloudflare account id and an API token (a secret, Account Analytics read) the view reads the dataset with. */
  OPS_ACCOUNT_ID?: string
  OPS_API_TOKEN?: string
  /** Issue 18 §4: 'outbox' (development default), 'cloudflare' or 'resend' (worker/mail/mail-settings.ts); production needs a real one. */
  MAIL_PROVIDER?: string
  /** The sender of the site's mail, `club@example.com` or `Name <club@example.com>` (required for cloudflare and resend). */
  MAIL_FROM?: string
  /** Resend's API key, `re_…` (a secret; MAIL_PROVIDER=resend). */
  RESEND_API_KEY?: string
  /** Cloudflare Email sending (MAIL_PROVIDER=cloudflare): the send_email binding (wrangler.toml [[send_email]]). */
  MAIL?: SendEmail
  /** Issue 13 §2: 'off' turns the HTML edge cache off (worker tests that edit content and read the page again); unset means on. */
  PAGE_CACHE?: string
  /** Only in tests: '1' under `npm run test:attack` (the large adversarial counts). */
  ATTACK?: string
  /** Only in tests: the migrations the setup file applies. */
  TEST_MIGRATIONS?: D1Migration[]
}

/** Per-request context set by middleware (ARCHITECTURE "The way of a request"). */
export interface Variables {
  /** CSP nonce for the inline boot script of this response. */
  nonce: string
  /** ISO country from request.cf.country only; 'XX' when unknown. */
  country: string
  /** SPEC §4.2: child-friendly mode is on unless the visitor switched it off. */
  childFriendly: boolean
  /** SPEC §4.7: the visitor's cookie choice; all categories false until consent. */
  cookieConsent: CookieConsent
  /** SPEC §9.5: Domain for the cookies we set, or null for host-only (shared/rules/cookie-domain.ts). */
  cookieDomain: string | null
  /** The signed-in supporter from a verified session cookie, or null (worker/identity/viewer.ts). */
  viewer: Viewer | null
  /**
   * Set by a read that saw another request's write the browser must keep seeing (a purchase the
   * webhook granted): the D1 session's bookmark goes back as for a write (worker/middleware/d1-session.ts).
   */
  handBackD1Bookmark?: boolean
}

/** What a verified access token says; the account's current state is read with loadViewerAccount. */
export interface Viewer {
  ssoId: string
  /** The session family (one sign-in on one device). */
  sessionId: string
  role: import('../shared/types/account').AccountRole
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {}
    // Types `exports.default` from 'cloudflare:workers' in tests.
    interface GlobalProps {
      mainModule: typeof import('./index')
    }
  }
}
