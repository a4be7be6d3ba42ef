/**
 * SPEC §9.4 "Paging and timing" (and the §9.5 carousel delay): the timings in one place, read by
 * the client's overlays and router (and, with the live and video work, by
 * the worker's Durable Objects), so a number is never written twice.
 */

/** §2.10 loading bar: starts after this throttle … */
export const LOADING_THROTTLE_MS = 200
/** … runs about this long … */
export const LOADING_RUN_MS = 5000
/** … and hides this long after finishing. */
export const LOADING_HIDE_MS = 500

/** Fetches show their loader at least this long, so it never flickers. */
export const FETCH_MIN_DELAY_MS = 200

/** §4.8 the account notification closes itself after 4 s. */
export const ACCOUNT_NOTIFICATION_MS = 4000
/** §4.8 the error notification counts down from 30 s. */
export const ERROR_COUNTDOWN_SECONDS = 30

/** §4.8 footer adverts become enabled 2 s after a route change. */
export const FOOTER_ADVERT_DELAY_MS = 2000

/** §2.1 hash targets scroll after 1 s, offset -130, over 1000 ms. */
export const HASH_SCROLL_DELAY_MS = 1000
export const HASH_SCROLL_OFFSET_PX = -130
export const HASH_SCROLL_DURATION_MS = 1000

/** §4.6, §9.4 "Logout panel close 600 ms": the account panel closes this long after Log out. */
export const LOGOUT_PANEL_CLOSE_MS = 600

/** §9.4 the route analytics event waits 250 ms after a route change. */
export const ROUTE_EVENT_DELAY_MS = 250

/** §9.5 carousel init delay. */
export const CAROUSEL_INIT_DELAY_MS = 100

/**
 * Issue 3 §2 live match centre: a page opened before kick-off starts polling this long before
 * the kick-off time, so line-ups and the first events arrive without a reload. The spec gives no
 * number; 15 minutes is our choice (teams are announced earlier, but the feed rarely changes before).
 */
export const PRE_KICKOFF_POLL_MS = 15 * 60_000
/**
 * How often an open match centre re-reads the clock while its match has not started, so it moves
 * into the polling window and past kick-off on its own. Our choice: a few seconds is soon enough
 * for a badge change and cheap (one small re-render).
 */
export const MATCH_CLOCK_TICK_MS = 5_000

/**
 * §4.5, §9.4 "Concurrency ping 30000 ms": a connected live player pings its
 * StreamSessions object this often; a lease that misses two pings is dropped.
 */
export const CONCURRENCY_PING_MS = 30_000

/**
 * §4.5, §9.4 "Player load delay 100 ms. Audio-ready delay 400 ms. Volume set after 500 ms":
 * once access is granted the audio player loads after 100 ms and is ready to play 400 ms later;
 * playing sets the volume to full 500 ms after it starts.
 */
export const PLAYER_LOAD_DELAY_MS = 100
export const AUDIO_READY_DELAY_MS = 400
export const VOLUME_FULL_DELAY_MS = 500
