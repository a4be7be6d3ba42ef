-- Schema of the club site (SPEC §3). Conventions:
--   * instants are ISO 8601 UTC text ('2026-11-22T15:00:00.000Z'), so text
--     order is time order;
--   * booleans are INTEGER 0/1 with a CHECK;
--   * JSON columns are TEXT with json_valid();
--   * image columns hold R2 keys WITHOUT the 'images/' prefix (the R2 object
--     is 'images/' || key; the site serves it at '/images/' || key).
-- D1 enforces foreign keys on every connection.

-- ───────────────────────────── Football ─────────────────────────────

CREATE TABLE teams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- SPEC §1: the men's first team has the empty slug; alt_slug carries 'first-team'.
  slug TEXT NOT NULL UNIQUE,
  alt_slug TEXT UNIQUE,
  -- How the club appears as one side of a match for this team.
  display_name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  crest_key TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  show_on_matches INTEGER NOT NULL DEFAULT 1 CHECK (show_on_matches IN (0, 1)),
  show_on_teams INTEGER NOT NULL DEFAULT 1 CHECK (show_on_teams IN (0, 1)),
  external_team_page TEXT NOT NULL DEFAULT '',
  external_match_page TEXT NOT NULL DEFAULT '',
  is_single_group INTEGER NOT NULL DEFAULT 0 CHECK (is_single_group IN (0, 1)),
  display_position_on_card INTEGER NOT NULL DEFAULT 1 CHECK (display_position_on_card IN (0, 1)),
  is_mini_card INTEGER NOT NULL DEFAULT 0 CHECK (is_mini_card IN (0, 1)),
  show_team_overview INTEGER NOT NULL DEFAULT 1 CHECK (show_team_overview IN (0, 1)),
  child_friendly INTEGER NOT NULL DEFAULT 1 CHECK (child_friendly IN (0, 1))
);

CREATE TABLE seasons (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,            -- '2025-26'
  name TEXT NOT NULL,                   -- '2025/26' (SPEC §9.1 alt)
  start_year INTEGER NOT NULL UNIQUE,   -- 2025 (SPEC §9.1 "current season 2025")
  is_current INTEGER NOT NULL DEFAULT 0 CHECK (is_current IN (0, 1))
);
CREATE UNIQUE INDEX seasons_one_current ON seasons (is_current) WHERE is_current = 1;

CREATE TABLE competitions (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('league', 'cup', 'friendly')),
  logo_key TEXT
);

CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  -- Unique across teams: /players/{player} works without the team (SPEC §2.1).
  slug TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  known_as TEXT,
  squad_number INTEGER CHECK (squad_number BETWEEN 1 AND 99),
  position TEXT NOT NULL CHECK (position IN ('Goalkeeper', 'Defender', 'Midfielder', 'Forward')),
  biography_html TEXT NOT NULL DEFAULT '',
  nationality TEXT NOT NULL DEFAULT '',
  date_of_birth TEXT,                   -- 'YYYY-MM-DD'
  height_cm INTEGER,
  joined_on TEXT,                       -- 'YYYY-MM-DD'
  image_key TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
);
CREATE INDEX players_team ON players (team_id, squad_number);

CREATE TABLE player_season_stats (
  player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  appearances INTEGER NOT NULL DEFAULT 0,
  starts INTEGER NOT NULL DEFAULT 0,
  minutes INTEGER NOT NULL DEFAULT 0,
  goals INTEGER NOT NULL DEFAULT 0,
  assists INTEGER NOT NULL DEFAULT 0,
  clean_sheets INTEGER NOT NULL DEFAULT 0,
  yellow_cards INTEGER NOT NULL DEFAULT 0,
  red_cards INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (player_id, season_id)
);

CREATE TABLE stream_assets (
  id TEXT PRIMARY KEY,                  -- the asset ID of /live/{mediaType}/{assetID}
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- SPEC §3: mediaType is 'live-stream' or something else (on-demand).
  media_type TEXT NOT NULL CHECK (media_type IN ('live-stream', 'on-demand')),
  content_kind TEXT NOT NULL CHECK (content_kind IN ('audio', 'video')),
  poster_image_key TEXT,
  offline_image_key TEXT,
  playback_id TEXT NOT NULL,            -- R2 media/{playbackId}/… or the live provider's id
  -- SPEC §3: idle and disabled mean offline.
  status TEXT NOT NULL DEFAULT 'idle' CHECK (status IN ('active', 'idle', 'disabled')),
  created_at TEXT NOT NULL
);

CREATE TABLE matches (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  competition_id INTEGER NOT NULL REFERENCES competitions (id),
  round_label TEXT NOT NULL DEFAULT '',
  kickoff TEXT NOT NULL,                -- ISO UTC
  venue TEXT NOT NULL,
  is_home INTEGER NOT NULL CHECK (is_home IN (0, 1)),
  opponent_name TEXT NOT NULL,
  opponent_short_name TEXT NOT NULL,
  opponent_crest_key TEXT,
  home_score INTEGER CHECK (home_score >= 0),
  away_score INTEGER CHECK (away_score >= 0),
  home_half_time_score INTEGER CHECK (home_half_time_score >= 0),
  away_half_time_score INTEGER CHECK (away_half_time_score >= 0),
  status TEXT NOT NULL CHECK (status IN ('upcoming', 'live', 'fulltime', 'postponed')),
  minute INTEGER,                       -- match clock while live
  attendance INTEGER,
  referee TEXT,
  video_entry_id TEXT,                  -- on-demand replay (videos.entry_id)
  audio_asset_id TEXT REFERENCES stream_assets (id),
  video_asset_id TEXT REFERENCES stream_assets (id),
  CHECK (status IN ('upcoming', 'postponed') OR (home_score IS NOT NULL AND away_score IS NOT NULL))
);
CREATE INDEX matches_team_kickoff ON matches (team_id, kickoff);
CREATE INDEX matches_team_season ON matches (team_id, season_id, kickoff);
CREATE INDEX matches_status_kickoff ON matches (status, kickoff);

CREATE TABLE match_events (
  id INTEGER PRIMARY KEY,
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  minute INTEGER NOT NULL CHECK (minute BETWEEN 0 AND 130),
  added_minute INTEGER,                 -- 90+3 is minute 90, added 3
  event_type TEXT NOT NULL CHECK (event_type IN (
    'goal', 'penalty-goal', 'own-goal', 'missed-penalty',
    'yellow-card', 'second-yellow', 'red-card', 'substitution')),
  side TEXT NOT NULL CHECK (side IN ('home', 'away')),
  player_id INTEGER REFERENCES players (id),
  player_name TEXT NOT NULL,
  -- The assisting player for goals, the player coming on for substitutions.
  related_player_id INTEGER REFERENCES players (id),
  related_player_name TEXT
);
CREATE INDEX match_events_match ON match_events (match_id, minute);

CREATE TABLE match_lineups (
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  side TEXT NOT NULL CHECK (side IN ('home', 'away')),
  role TEXT NOT NULL CHECK (role IN ('starter', 'sub')),
  position INTEGER NOT NULL,            -- order on the team sheet
  player_id INTEGER REFERENCES players (id),
  player_name TEXT NOT NULL,
  shirt_number INTEGER,
  player_position TEXT CHECK (player_position IN ('Goalkeeper', 'Defender', 'Midfielder', 'Forward')),
  is_captain INTEGER NOT NULL DEFAULT 0 CHECK (is_captain IN (0, 1)),
  PRIMARY KEY (match_id, side, role, position)
);

CREATE TABLE match_stats (
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  stat_key TEXT NOT NULL,               -- 'possession', 'shots', 'shots-on-target', …
  label TEXT NOT NULL,
  position INTEGER NOT NULL,
  home_value REAL NOT NULL,
  away_value REAL NOT NULL,
  PRIMARY KEY (match_id, stat_key)
);

CREATE TABLE league_tables (
  id INTEGER PRIMARY KEY,
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  competition_id INTEGER NOT NULL REFERENCES competitions (id),
  -- The club's own row points at its team; other clubs have only a name.
  team_id INTEGER REFERENCES teams (id),
  club_name TEXT NOT NULL,
  club_short_name TEXT NOT NULL,
  crest_key TEXT,
  position INTEGER NOT NULL CHECK (position >= 1),
  played INTEGER NOT NULL DEFAULT 0,
  won INTEGER NOT NULL DEFAULT 0,
  drawn INTEGER NOT NULL DEFAULT 0,
  lost INTEGER NOT NULL DEFAULT 0,
  goals_for INTEGER NOT NULL DEFAULT 0,
  goals_against INTEGER NOT NULL DEFAULT 0,
  points INTEGER NOT NULL DEFAULT 0,
  form TEXT NOT NULL DEFAULT '',        -- last five, oldest first: 'WDLWW'
  UNIQUE (season_id, competition_id, club_name),
  UNIQUE (season_id, competition_id, position)
);

-- ───────────────────────────── News ─────────────────────────────

CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar')),
  slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '',
  -- Plain text of body_html, written by whoever writes body_html; it feeds news_fts.
  body_text TEXT NOT NULL DEFAULT '',
  author TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,           -- ISO UTC
  image_key TEXT,
  image_alt TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'archived')),
  updated_at TEXT NOT NULL
);
CREATE INDEX news_listing ON news (status, locale, published_at DESC);

CREATE TABLE news_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar')),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE news_to_categories (
  news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES news_categories (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,  -- 0 is the primary category
  PRIMARY KEY (news_id, category_id)
);
CREATE INDEX news_to_categories_category ON news_to_categories (category_id, news_id);

-- Editor-chosen related articles, shown before same-category ones.
CREATE TABLE news_related (
  news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  related_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (news_id, related_id),
  CHECK (news_id <> related_id)
);

-- Full-text index over news (ranked with bm25 by the search issue). External
-- content: the text lives in news once; the triggers keep the index in step.
CREATE VIRTUAL TABLE news_fts USING fts5 (
  title, summary, body_text,
  content = 'news', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER news_fts_after_insert AFTER INSERT ON news BEGIN
  INSERT INTO news_fts (rowid, title, summary, body_text)
  VALUES (new.id, new.title, new.summary, new.body_text);
END;

CREATE TRIGGER news_fts_after_delete AFTER DELETE ON news BEGIN
  INSERT INTO news_fts (news_fts, rowid, title, summary, body_text)
  VALUES ('delete', old.id, old.title, old.summary, old.body_text);
END;

CREATE TRIGGER news_fts_after_update AFTER UPDATE OF title, summary, body_text ON news BEGIN
  INSERT INTO news_fts (news_fts, rowid, title, summary, body_text)
  VALUES ('delete', old.id, old.title, old.summary, old.body_text);
  INSERT INTO news_fts (rowid, title, summary, body_text)
  VALUES (new.id, new.title, new.summary, new.body_text);
END;

-- ───────────────────────────── CMS pages ─────────────────────────────

-- SPEC §3 "Menu page"; childIds come from parent_id.
CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL UNIQUE,
  post_title TEXT NOT NULL,
  post_status TEXT NOT NULL DEFAULT 'Published' CHECK (post_status IN ('Published', 'Draft', 'Pending', 'Private')),
  page_template TEXT NOT NULL DEFAULT 'Default' CHECK (page_template IN ('Hub', 'Default')),
  saved_timestamp TEXT NOT NULL,        -- ISO UTC of the last save
  page_order INTEGER NOT NULL DEFAULT 0,
  page_slug TEXT NOT NULL,
  full_path TEXT NOT NULL UNIQUE,       -- 'club/history/eras/1960s/ramsey-years', no leading slash
  published_date TEXT,                  -- 'YYYY-MM-DD'
  published_time TEXT,                  -- 'HH:MM:SS'
  nested_level INTEGER NOT NULL DEFAULT 0 CHECK (nested_level BETWEEN 0 AND 4),
  parent_id INTEGER REFERENCES pages (id),
  post_type TEXT NOT NULL DEFAULT 'internal' CHECK (post_type IN ('internal', 'external')),
  external_url TEXT NOT NULL DEFAULT '',
  new_tab INTEGER NOT NULL DEFAULT 0 CHECK (new_tab IN (0, 1)),
  menu_post_title TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '',
  image_key TEXT,
  image_alt TEXT NOT NULL DEFAULT '',
  UNIQUE (parent_id, page_slug),
  CHECK (post_type = 'internal' OR external_url <> '')
);
CREATE INDEX pages_parent ON pages (parent_id, page_order);

-- SPEC §2.10 widgets placed on a page, in order.
CREATE TABLE page_blocks (
  id INTEGER PRIMARY KEY,
  page_id INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  block_type TEXT NOT NULL CHECK (block_type IN ('button', 'heading', 'carousel', 'category-card', 'rich-text')),
  data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
  UNIQUE (page_id, position)
);

-- ───────────────────────────── Menus ─────────────────────────────

CREATE TABLE menus (
  menu_key TEXT PRIMARY KEY CHECK (menu_key IN (
    'primary', 'secondary', 'sticky', 'main', 'featured', 'footer', 'subFooter1', 'subFooter2')),
  title TEXT NOT NULL
);

CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  menu_key TEXT NOT NULL REFERENCES menus (menu_key) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,                   -- '/news' inside the site, a full URL when external
  icon TEXT NOT NULL DEFAULT '',
  is_external INTEGER NOT NULL DEFAULT 0 CHECK (is_external IN (0, 1)),
  custom_class TEXT NOT NULL DEFAULT '',
  new_tab INTEGER NOT NULL DEFAULT 0 CHECK (new_tab IN (0, 1)),
  UNIQUE (menu_key, position)
);

-- ───────────────────────────── Sponsors and adverts ─────────────────────────────

CREATE TABLE sponsor_rows (
  id INTEGER PRIMARY KEY,               -- rowID
  admin_name TEXT NOT NULL,
  title TEXT NOT NULL,
  title_size TEXT NOT NULL DEFAULT 'h3',
  sponsor_size TEXT NOT NULL CHECK (sponsor_size IN ('large', 'small')),
  forced_order INTEGER NOT NULL DEFAULT 0,
  published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1))
);

CREATE TABLE sponsors (
  id INTEGER PRIMARY KEY,               -- sponsorID
  row_id INTEGER REFERENCES sponsor_rows (id) ON DELETE SET NULL,
  campaign_id TEXT NOT NULL DEFAULT '',
  media_library_id TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL,
  admin_name TEXT NOT NULL,
  url TEXT NOT NULL,
  image_key TEXT NOT NULL,
  published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  forced_order INTEGER NOT NULL DEFAULT 0,
  is_child_friendly INTEGER NOT NULL DEFAULT 1 CHECK (is_child_friendly IN (0, 1))
);
CREATE INDEX sponsors_row ON sponsors (row_id, forced_order);

-- SPEC §3: one sponsor per site section, per channel.
CREATE TABLE section_sponsor_slots (
  id INTEGER PRIMARY KEY,
  section_id TEXT NOT NULL CHECK (section_id IN (
    'news-listing', 'fixtures-page', 'loading-screen', 'match-centre', 'player-of-the-match', 'homepage-news')),
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('app', 'web')),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  sponsor_id INTEGER REFERENCES sponsors (id) ON DELETE SET NULL,
  UNIQUE (section_id, type)
);

CREATE TABLE footer_adverts (
  id INTEGER PRIMARY KEY,               -- advertID
  advert_name TEXT NOT NULL,
  target_url TEXT NOT NULL,
  child_friendly INTEGER NOT NULL DEFAULT 1 CHECK (child_friendly IN (0, 1)),
  image_key TEXT NOT NULL,              -- imageData.Location
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0
);

-- SPEC §3 slot advert; eligibility (SPEC §5): enabled, inside start/end, channel '' or 'web'.
CREATE TABLE slot_adverts (
  id INTEGER PRIMARY KEY,
  slot_id TEXT NOT NULL CHECK (slot_id IN ('footerSlot1', 'footerSlot2', 'footerSlot3')),
  advert_name TEXT NOT NULL,
  advert_ref TEXT NOT NULL,
  campaign_ref TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  channel TEXT NOT NULL DEFAULT '' CHECK (channel IN ('', 'web', 'app')),
  child_friendly INTEGER NOT NULL DEFAULT 1 CHECK (child_friendly IN (0, 1)),
  start_utc TEXT NOT NULL,
  end_utc TEXT NOT NULL,
  mobile_image_key TEXT NOT NULL DEFAULT '',
  desktop_image_key TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  CHECK (start_utc <= end_utc)
);
CREATE INDEX slot_adverts_slot ON slot_adverts (slot_id, position);

CREATE TABLE promo_overlays (
  id INTEGER PRIMARY KEY,               -- promoID
  title TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'Default' CHECK (type IN ('Default', 'Mini')),
  channel TEXT NOT NULL DEFAULT 'Web' CHECK (channel IN ('Web', 'App')),
  start_utc TEXT NOT NULL,
  end_utc TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  web_new_window INTEGER NOT NULL DEFAULT 0 CHECK (web_new_window IN (0, 1)),
  image_key TEXT NOT NULL,
  image_alt TEXT NOT NULL DEFAULT '',
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  CHECK (start_utc <= end_utc)
);

-- ───────────────────────────── Video service ─────────────────────────────

CREATE TABLE video_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  order_position INTEGER NOT NULL DEFAULT 0,
  hero_image_key TEXT
);

CREATE TABLE channels (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image_key TEXT,
  order_position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE videos (
  id INTEGER PRIMARY KEY,
  entry_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  duration_seconds INTEGER NOT NULL CHECK (duration_seconds >= 0),
  -- SPEC §4.3 codes: '?' anyone, '*' any logged-in user, else tier codes; [] follows a flag.
  entitlements TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(entitlements) AND json_type(entitlements) = 'array'),
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
  thumbnail_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  release_from TEXT NOT NULL,
  team_id INTEGER REFERENCES teams (id),
  season_id INTEGER REFERENCES seasons (id),
  category_id INTEGER REFERENCES video_categories (id),
  channel_id INTEGER REFERENCES channels (id),
  match_id INTEGER REFERENCES matches (id),
  playback_id TEXT NOT NULL,            -- HLS under R2 media/{playbackId}/
  is_legacy INTEGER NOT NULL DEFAULT 0 CHECK (is_legacy IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'))
);
CREATE INDEX videos_latest ON videos (status, created_at DESC);
CREATE INDEX videos_category ON videos (category_id, release_from DESC);
CREATE INDEX videos_release ON videos (status, release_from DESC);

-- SPEC §3: feed 1 LATEST, 2 LIVE, 3 SUBSCRIPTIONS & PASSES, 4 FAQs.
CREATE TABLE video_feeds (
  id INTEGER PRIMARY KEY,
  page_name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,            -- '/videos', '/live', …
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1))
);

-- A feed's rails; SPEC §7 asks for a section by key ('current', 'fallback', …).
CREATE TABLE feed_sections (
  id INTEGER PRIMARY KEY,
  feed_id INTEGER NOT NULL REFERENCES video_feeds (id) ON DELETE CASCADE,
  section_key TEXT NOT NULL,
  title TEXT NOT NULL,
  position INTEGER NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('latest', 'category', 'channel', 'live', 'packages', 'faqs')),
  category_id INTEGER REFERENCES video_categories (id),
  channel_id INTEGER REFERENCES channels (id),
  UNIQUE (feed_id, section_key),
  CHECK (source <> 'category' OR category_id IS NOT NULL),
  CHECK (source <> 'channel' OR channel_id IS NOT NULL)
);

-- ───────────────────────────── Commerce ─────────────────────────────

CREATE TABLE membership_tiers (
  id TEXT PRIMARY KEY,                  -- membershipID: 'freemium', 'subscriber', 'plus'
  title TEXT NOT NULL,
  order_position INTEGER NOT NULL,
  mapped_entitlements TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(mapped_entitlements)),
  benefits TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(benefits)),
  locked_video_title TEXT NOT NULL DEFAULT '',
  locked_video_message TEXT NOT NULL DEFAULT '',
  button_text TEXT NOT NULL DEFAULT '',
  button_link TEXT NOT NULL DEFAULT '',
  login_button_text TEXT NOT NULL DEFAULT '',
  colours TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(colours)),
  logo_key TEXT
);

CREATE TABLE packages (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  package_type TEXT NOT NULL CHECK (package_type IN ('match-pass', 'membership')),
  -- Where it may be sold (SPEC §1, §6): plus is international only, passes eligible regions only.
  availability TEXT NOT NULL DEFAULT 'all' CHECK (availability IN ('all', 'international', 'eligible-regions')),
  successful_payment_page TEXT NOT NULL DEFAULT '/payment-successful',
  cancelled_payment_page TEXT NOT NULL DEFAULT '/cancelled-payment',
  style_data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(style_data)),
  landscape_image_key TEXT,
  order_position INTEGER NOT NULL DEFAULT 0,
  published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1))
);

CREATE TABLE price_options (
  id TEXT PRIMARY KEY,
  package_id TEXT NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
  -- SPEC §3: 'recurring' is a subscription, anything else a one-off payment.
  type TEXT NOT NULL CHECK (type IN ('recurring', 'one-off')),
  amount_pence INTEGER NOT NULL CHECK (amount_pence >= 0),
  currency TEXT NOT NULL DEFAULT 'GBP' CHECK (length(currency) = 3),
  interval TEXT CHECK (interval IN ('month', 'season')),
  price_display TEXT NOT NULL,
  offer TEXT NOT NULL DEFAULT '',
  further_information_html TEXT NOT NULL DEFAULT '',
  backside_text TEXT NOT NULL DEFAULT '',
  entitlements TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(entitlements)),
  stripe_price_id TEXT,
  order_position INTEGER NOT NULL DEFAULT 0,
  CHECK (type <> 'recurring' OR interval IS NOT NULL)
);
CREATE INDEX price_options_package ON price_options (package_id, order_position);

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  sso_id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  display_name TEXT NOT NULL DEFAULT '',
  forename TEXT NOT NULL DEFAULT '',
  surname TEXT NOT NULL DEFAULT '',
  blocked INTEGER NOT NULL DEFAULT 0 CHECK (blocked IN (0, 1)),
  bypass INTEGER NOT NULL DEFAULT 0 CHECK (bypass IN (0, 1)),
  password_change_required INTEGER NOT NULL DEFAULT 0 CHECK (password_change_required IN (0, 1)),
  stripe_customer_id TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE purchases (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  package_id TEXT NOT NULL REFERENCES packages (id),
  price_option_id TEXT NOT NULL REFERENCES price_options (id),
  match_id INTEGER REFERENCES matches (id),
  mode TEXT NOT NULL CHECK (mode IN ('subscription', 'payment')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'completed', 'cancelled', 'refunded', 'failed')),
  amount_pence INTEGER NOT NULL CHECK (amount_pence >= 0),
  currency TEXT NOT NULL DEFAULT 'GBP',
  checkout_session_id TEXT UNIQUE,
  stripe_subscription_id TEXT,
  current_period_end TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX purchases_account ON purchases (account_id, created_at DESC);
CREATE INDEX purchases_subscription ON purchases (stripe_subscription_id);

CREATE TABLE entitlements (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code TEXT NOT NULL,                   -- 'freemium', 'subscriber', 'plus', 'match-pass', …
  source TEXT NOT NULL CHECK (source IN ('signup', 'purchase', 'admin', 'voucher')),
  purchase_id INTEGER REFERENCES purchases (id),
  match_id INTEGER REFERENCES matches (id),
  starts_at TEXT NOT NULL,
  ends_at TEXT,                         -- NULL: open-ended
  created_at TEXT NOT NULL
);
CREATE INDEX entitlements_account ON entitlements (account_id, ends_at);

-- Processed webhook events, so each is applied once (ARCHITECTURE "Payments").
CREATE TABLE payment_events (
  id TEXT PRIMARY KEY,                  -- the provider's event id
  provider TEXT NOT NULL DEFAULT 'stripe',
  type TEXT NOT NULL,
  processed_at TEXT NOT NULL
);

-- SPEC §3 tracking event, §7 event log.
CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  channel TEXT NOT NULL DEFAULT 'web',
  action TEXT NOT NULL,
  session_id TEXT NOT NULL DEFAULT '',
  sso_id TEXT NOT NULL DEFAULT '',
  data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data))
);
CREATE INDEX tracking_events_action ON tracking_events (action, created_at);

-- ───────────────────────────── Configuration and help ─────────────────────────────

-- 'web' (WebSettings), 'videoService' (VideoServiceConfig), 'packagesWidget', …
CREATE TABLE site_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL CHECK (json_valid(value)),
  updated_at TEXT NOT NULL
);

CREATE TABLE faq_groups (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE faq_entries (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES faq_groups (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  heading TEXT NOT NULL,
  answer_html TEXT NOT NULL,
  UNIQUE (group_id, position)
);

CREATE TABLE terms_pages (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  heading TEXT NOT NULL,
  body_html TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- SPEC §1, §6: live video abroad only in these countries. UK, IE, JE, GG, IM never qualify.
CREATE TABLE unsold_territories (
  country_code TEXT PRIMARY KEY CHECK (length(country_code) = 2 AND country_code = upper(country_code)
    AND country_code NOT IN ('GB', 'IE', 'JE', 'GG', 'IM')),
  country_name TEXT NOT NULL
);
