import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Stable error codes the API answers with; the client and tests rely on them. */
export type ApiErrorCode =
  | 'not_found'
  | 'bad_request'
  | 'method_not_allowed'
  | 'internal_error'
  // SPEC §2.10, §4.8 site lock: an API call while the site is locked; a wrong lock password.
  | 'site_locked'
  | 'wrong_password'
  // Site lock: more than 10 password attempts a minute from one address (our limit, not the spec's).
  | 'too_many_attempts'
  // Accounts and sign-on (issue 8, SPEC §4.6, §8.3).
  | 'invalid_credentials'
  | 'passwordChangeRequired'
  | 'email_not_confirmed'
  | 'not_signed_in'
  | 'refresh_required'
  | 'refresh_conflict'
  | 'session_expired'
  | 'invalid_token'
  | 'forbidden'
  | 'cross_site_request'
  // issue 18 §8: a request body over its byte cap (shared/rules/body-cap.ts); nothing was stored.
  | 'payload_too_large'
  // Live streams (issue 10 §4): GET /api/streamline/socket without a WebSocket upgrade.
  | 'upgrade_required'
  // Live media (issue 10 §6): a live playlist asked for with a token whose device lease lapsed or was ended.
  | 'stream_session_ended'
  // OIDC sign-on (IDENTITY_PROVIDER=oidc): the provider is misconfigured or unreachable; a callback refused.
  | 'sign_on_unavailable'
  | 'sign_on_failed'
  // Buying (issue 11; SPEC §4.10, §8.1, §8.3).
  | 'ERR_56882466_1'
  | 'purchase_not_allowed'
  | 'already_entitled'
  // SPEC §4.11: a cheaper subscription is held; cancel it in the customer portal before buying the plus tier.
  | 'cancel_cheaper_first'
  | 'not_on_sale'
  | 'checkout_unavailable'
  | 'no_subscriptions'
  | 'subscriptions_unavailable'
  | 'invalid_signature'
  | 'webhook_failed'
  | 'voucher_unknown'
  | 'voucher_expired'
  | 'voucher_used'
  | 'voucher_exhausted'
  // Tracking (issue 12 §3, SPEC §8.3): the events queue refused a batch; the page carries on, the browser may retry.
  | 'tracking_unavailable'
  // Promo overlays (issue 13 §8, SPEC §8.3): D1 could not answer; the browser shows no promo and says nothing.
  | 'promos_unavailable'
  // Image URLs (issue 12 §4, SPEC §7): a size of 0 or over 4,000 px, an advanced form we cannot read, a format we do not serve.
  | 'image_size_invalid'
  | 'image_request_invalid'
  | 'image_format_unsupported'
  // The match data feed (POST /api/admin/matches/{id}/events): a match not kicked off or postponed takes no
  // events; one whose status changed while the event was being written took none (send it again).
  | 'match_not_started'
  | 'match_postponed'
  | 'match_changed'
  // Issue 19 §5 match-day console: a whistle the match's phase does not allow (kick-off twice, half-time after
  // full time); a deletion or correction that would take a score below 0 (the stored score disagrees with its events).
  | 'match_transition_refused'
  | 'score_inconsistent'
  // Issue 20 §4 replays: a match the console never kicked off and ended; a match with no live video recording;
  // full time before one segment of the recording finished.
  | 'match_not_played'
  | 'no_recording'
  | 'replay_too_short'
  // Issue 18 §2: a setting every request needs is missing or wrong (the whole site answers 503); a feature's
  // settings are (that feature answers 503 while the rest serves).
  | 'not_configured'
  | 'payments_not_configured'
  | 'live_not_configured'
  | 'mail_not_configured'
  // Issue 19 back office: a save on an older copy than the stored one (§10; the answer carries the current);
  // an address or an Arabic version another article has.
  | 'version_conflict'
  | 'slug_taken'
  | 'translation_taken'
  // Issue 19 §8: an upload whose bytes are not a JPEG, PNG, WebP or AVIF picture (SVG included).
  | 'unsupported_picture'
  // Issue 19 §6: a voucher code another voucher has; a voucher withdrawn already.
  | 'voucher_code_taken'
  | 'voucher_withdrawn'
  // issue 19 §6: a site section already has a sponsor slot for this channel.
  | 'slot_taken'
  // Issue 19 §7: only a complimentary (source 'admin') entitlement is withdrawn from the back office.
  | 'not_complimentary'
  // Issue 19 §4 CSV imports: a file that cannot be read as the import's CSV (columns, quotes, too many rows);
  // a real import with any row in error (nothing is written; the answer lists the rows).
  | 'csv_invalid'
  | 'import_rows_invalid'
  // Issue 19 §6 packages: a package or price option someone bought is taken off sale, never deleted;
  // a new package's id is taken; an option on sale needs a Stripe price where buying is real Stripe.
  | 'package_has_purchases'
  | 'package_id_taken'
  | 'stripe_price_required'
  // Issue 19 §4 football data: a delete of something other data still refers to (a team with matches); nothing changed.
  | 'in_use'
  // Issue 19 §3: a CMS page with pages below it is not deleted (they would lose their parent and address).
  | 'page_has_children'
  // Issue 20 §6 captions: a caption file that is not plain WebVTT (the message names the line); an entry whose
  // media are not ready yet; a Cloudflare Stream entry (its captions are uploaded in Stream for now).
  | 'caption_invalid'
  | 'media_not_ready'
  | 'captions_not_supported'
  // Issue 20 §1, §2: on-demand video's provider settings cannot work (uploads and Stream playback answer 503);
  // tus uploads refused: empty, over the configured limit, not a video (type or bytes), an offset other than
  // what was received; an entitlement naming no membership tier; Stream's webhook without a valid signature.
  | 'video_provider_not_configured'
  | 'upload_empty'
  | 'upload_too_large'
  | 'upload_not_video'
  | 'upload_offset_mismatch'
  | 'upload_part_size'
  | 'unknown_tier'
  | 'webhook_signature_invalid'
  // Issue 21 §3: PUT /api/account/preferences with anything but {commentaryLanguage: 'en' | 'ar'}; nothing saved.
  | 'invalid_preference'
  // Issue 21 §7 operations view: ?minutes= not a whole number 1 to 60; production without the Analytics Engine
  // settings (OPS_STORE, OPS_ACCOUNT_ID, OPS_API_TOKEN, the OPS_ANALYTICS binding); the store could not answer.
  | 'ops_minutes_invalid'
  | 'ops_not_configured'
  | 'ops_unavailable'
  // Issue 21 §5 'Watch here instead': the named device holds no lease of this account now (ended, lapsed, or
  // never the account's); the press named the asking device itself.
  | 'device_not_streaming'
  | 'takeover_own_device'
  // Issue 21 §1: the match push socket: ?after= names no message of the match; the match ended over an hour ago.
  | 'push_after_invalid'
  | 'match_over'
  // Issue 21 §6: a notice for no match or stream, or both; its text with markup or too long; one already cleared.
  | 'notice_target_invalid'
  | 'notice_message_invalid'
  | 'notice_not_found'

/** An HTTPException that carries a stable code (CONVENTIONS: HTTPException with cause). */
export function httpError(status: ContentfulStatusCode, code: ApiErrorCode, message: string): HTTPException {
  return new HTTPException(status, { message, cause: { code } })
}

export const notFound = (message = 'This page could not be found') => httpError(404, 'not_found', message)
export const badRequest = (message: string) => httpError(400, 'bad_request', message)

export function errorCodeOf(err: HTTPException): ApiErrorCode {
  const cause = err.cause as { code?: ApiErrorCode } | undefined
  if (cause?.code) return cause.code
  if (err.status === 404) return 'not_found'
  if (err.status === 405) return 'method_not_allowed'
  return err.status < 500 ? 'bad_request' : 'internal_error'
}

/** The JSON body of every API error: SPEC §7 reads errors[0].code. */
export function apiErrorBody(code: ApiErrorCode, message: string) {
  return { errors: [{ code, message }] }
}
