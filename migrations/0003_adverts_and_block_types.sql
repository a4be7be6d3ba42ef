-- SPEC §3 "Advert (other)": advertTitle, childFriendly, advertData with url and images
-- (mobile and desktop, each with key and imageSize). The aggregated-feed advert: title, url and
-- imageData.key with image size 'content-feed'. §7 reads both from the experiments API; here
-- they live beside the footer and slot adverts of 0001.
--
-- kind, placement, image_type and image_size are free text on purpose: the readers in
-- worker/db/adverts.ts pick the kinds and image types they know, so a new placement or size
-- needs no table rebuild (SQLite cannot alter a CHECK).
CREATE TABLE adverts (
  id INTEGER PRIMARY KEY,                -- advertID
  kind TEXT NOT NULL,                    -- 'other' or 'aggregated-feed'
  placement TEXT NOT NULL DEFAULT '',    -- where on the site it goes; '' is anywhere
  title TEXT NOT NULL,                   -- advertTitle, or the feed advert's title
  url TEXT NOT NULL DEFAULT '',          -- advertData.url / url
  child_friendly INTEGER NOT NULL DEFAULT 1 CHECK (child_friendly IN (0, 1)),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  -- SPEC §5 rotation: the same channel and UTC window rules as the slot adverts.
  channel TEXT NOT NULL DEFAULT '' CHECK (channel IN ('', 'web', 'app')),
  start_utc TEXT NOT NULL,
  end_utc TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  CHECK (kind <> ''),
  CHECK (start_utc <= end_utc)
);
CREATE INDEX adverts_kind ON adverts (kind, placement, position);

-- One image per advert and type: 'mobile' and 'desktop' (Advert other), 'content-feed' (feed advert).
CREATE TABLE advert_images (
  advert_id INTEGER NOT NULL REFERENCES adverts (id) ON DELETE CASCADE,
  image_type TEXT NOT NULL,
  image_key TEXT NOT NULL,
  image_size TEXT NOT NULL,              -- imageSize, e.g. 'mpu', 'banner', 'large-banner', 'content-feed'
  PRIMARY KEY (advert_id, image_type)
);

-- page_blocks without the enumerated CHECK on block_type. §2.10 defines more blocks than 0001 listed
-- (the aggregated feed, the packages widget); the zod widget schemas (shared/schemas/widgets.ts)
-- decide which types exist, and the page loader skips a block it cannot parse.
-- Rebuilt the SQLite way: new table, copy, drop, rename. Nothing references page_blocks; its own
-- reference to pages keeps ON DELETE CASCADE, and UNIQUE (page_id, position) keeps its index.
PRAGMA defer_foreign_keys = true;

CREATE TABLE page_blocks_rebuilt (
  id INTEGER PRIMARY KEY,
  page_id INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  block_type TEXT NOT NULL CHECK (block_type <> ''),
  data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
  UNIQUE (page_id, position)
);

INSERT INTO page_blocks_rebuilt (id, page_id, position, block_type, data)
SELECT id, page_id, position, block_type, data FROM page_blocks;

DROP TABLE page_blocks;

ALTER TABLE page_blocks_rebuilt RENAME TO page_blocks;

PRAGMA defer_foreign_keys = false;
