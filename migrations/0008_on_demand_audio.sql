-- SPEC §2.7: the audio panel 'plays a live or on-demand audio asset'; issue 9 §6:
-- a match's 'Watch and listen' offers its replay and its audio. An on-demand
-- audio entry is granted as an on-demand video is (SPEC §4.4, GET
-- /api/streamline/ksession/{entryId}, the same codes and entitlements) but is
-- never listed with the videos (feeds, search, browse, the player's sidebar),
-- so it has a table of its own. Its entry ids never repeat a video's.
CREATE TABLE audio_entries (
  id INTEGER PRIMARY KEY,
  entry_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  -- SPEC §4.3 codes, as videos.entitlements.
  entitlements TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(entitlements) AND json_type(entitlements) = 'array'),
  playback_id TEXT NOT NULL,            -- HLS under R2 media/{playbackId}/
  created_at TEXT NOT NULL,
  release_from TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'))
);

-- The match's on-demand commentary (audio_entries.entry_id), as video_entry_id is its replay.
ALTER TABLE matches ADD COLUMN audio_entry_id TEXT;
