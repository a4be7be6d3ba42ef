-- Buying (issue 11; SPEC §4.10, §7; ARCHITECTURE "Payments"): what the webhook
-- handler and reconciliation need beside 0001's purchases and entitlements,
-- vouchers (issue 11 §9), and the embedded sandbox that stands in for Stripe
-- when STRIPE_SECRET_KEY is not set.

-- A one-off payment's PaymentIntent: charge.refunded names it, nothing else.
ALTER TABLE purchases ADD COLUMN payment_intent_id TEXT;
CREATE INDEX purchases_payment_intent ON purchases (payment_intent_id);
CREATE INDEX purchases_status ON purchases (status, created_at);
-- One purchase per Stripe subscription, so two deliveries that both find none cannot make two.
CREATE UNIQUE INDEX purchases_subscription_once ON purchases (stripe_subscription_id) WHERE stripe_subscription_id IS NOT NULL;

-- One row per code per purchase: repeated or concurrent deliveries of the same
-- grant update that row instead of adding another.
CREATE UNIQUE INDEX entitlements_purchase_code ON entitlements (purchase_id, code) WHERE purchase_id IS NOT NULL;

-- Refunded payments, kept even when the refund arrives before the checkout it
-- refunds (Stripe does not promise delivery order): that checkout then grants nothing.
CREATE TABLE payment_refunds (
  payment_intent_id TEXT PRIMARY KEY,
  charge_id TEXT NOT NULL,
  refunded_at TEXT NOT NULL
);

-- Voucher codes (issue 11 §9). Only the SHA-256 of the normalised code is
-- stored, like every other secret token here: a copy of the database does not
-- hand out working codes. 'promotion' codes become a Stripe discount at
-- checkout; 'pass' codes grant their entitlements for duration_days at once.
CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY,
  code_hash TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('promotion', 'pass')),
  stripe_coupon_id TEXT,
  stripe_promotion_code_id TEXT,
  -- What the sandbox checkout takes off (Stripe knows its own coupons).
  percent_off INTEGER CHECK (percent_off BETWEEN 1 AND 100),
  entitlements TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(entitlements) AND json_type(entitlements) = 'array'),
  duration_days INTEGER CHECK (duration_days BETWEEN 1 AND 366),
  max_redemptions INTEGER CHECK (max_redemptions >= 1),
  expires_at TEXT,
  created_at TEXT NOT NULL,
  CHECK (kind <> 'pass' OR (duration_days IS NOT NULL AND json_array_length(entitlements) > 0)),
  CHECK (kind <> 'promotion' OR stripe_coupon_id IS NOT NULL OR stripe_promotion_code_id IS NOT NULL)
);

-- A pass voucher is redeemed once per account.
CREATE TABLE voucher_redemptions (
  id TEXT PRIMARY KEY,
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  redeemed_at TEXT NOT NULL,
  UNIQUE (voucher_id, account_id)
);

-- ───────────── The sandbox (no STRIPE_SECRET_KEY): Stripe's objects, kept locally ─────────────

CREATE TABLE sandbox_customers (
  id TEXT PRIMARY KEY,                  -- cus_…
  email TEXT NOT NULL,
  metadata TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
  created INTEGER NOT NULL              -- Unix seconds, as Stripe counts
);

CREATE TABLE sandbox_checkout_sessions (
  id TEXT PRIMARY KEY,                  -- cs_test_…
  params TEXT NOT NULL CHECK (json_valid(params)),  -- the Checkout Session create params, as Stripe would receive them
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  customer_id TEXT REFERENCES sandbox_customers (id),
  subscription_id TEXT,
  payment_intent_id TEXT,
  created INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE sandbox_subscriptions (
  id TEXT PRIMARY KEY,                  -- sub_…
  customer_id TEXT NOT NULL REFERENCES sandbox_customers (id),
  status TEXT NOT NULL CHECK (status IN ('active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'trialing', 'paused')),
  item TEXT NOT NULL CHECK (json_valid(item)),       -- the one subscription item: price and quantity
  metadata TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0 CHECK (cancel_at_period_end IN (0, 1)),
  current_period_start INTEGER NOT NULL,
  current_period_end INTEGER NOT NULL,
  canceled_at INTEGER,
  ended_at INTEGER,
  created INTEGER NOT NULL
);
CREATE INDEX sandbox_subscriptions_customer ON sandbox_subscriptions (customer_id);

CREATE TABLE sandbox_portal_sessions (
  id TEXT PRIMARY KEY,                  -- bps_…
  customer_id TEXT NOT NULL REFERENCES sandbox_customers (id),
  return_url TEXT NOT NULL,
  created INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
