-- Issue 20: videos and commentary get into the service (upload, packaging, a
-- production video provider, replays minutes after full time, captions).
--
-- A video entry now has a life before it is playable: an editor creates it by
-- starting an upload, and it is listed (feeds, browse, search, the player) only
-- once its media are ready AND it is published AND inside its release window
-- (worker/db/video-visibility.ts). Rows that existed before are ready.
ALTER TABLE videos ADD COLUMN title_ar TEXT NOT NULL DEFAULT '';
-- Which provider serves its media (worker/media/video-provider.ts): our R2 HLS, or Cloudflare Stream.
ALTER TABLE videos ADD COLUMN provider TEXT NOT NULL DEFAULT 'r2' CHECK (provider IN ('r2', 'cloudflare-stream'));
-- uploading → (r2: waiting_for_packaging | stream: processing) → ready, or failed with failure_reason.
ALTER TABLE videos ADD COLUMN processing_state TEXT NOT NULL DEFAULT 'ready'
  CHECK (processing_state IN ('uploading', 'waiting_for_packaging', 'processing', 'ready', 'failed'));
ALTER TABLE videos ADD COLUMN failure_reason TEXT;
-- The release window's end (null: no end). release_from is its start.
ALTER TABLE videos ADD COLUMN release_until TEXT;
-- Chapters of a replay: [{ "at": seconds, "kind": "kickOff"|"goal"|…, "label": "Goal 41' Sam Striker" }].
ALTER TABLE videos ADD COLUMN chapters TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(chapters) AND json_type(chapters) = 'array');
-- Caption languages uploaded for this entry (['en', 'ar']); the files are media/{playbackId}/captions/{lang}.vtt.
ALTER TABLE videos ADD COLUMN captions TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(captions) AND json_type(captions) = 'array');
ALTER TABLE videos ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE videos ADD COLUMN updated_at TEXT;
CREATE INDEX videos_processing ON videos (processing_state, created_at DESC);

-- One resumable (tus) upload of a video file. For the r2 provider the bytes go
-- into an R2 multipart upload part by part (every part but the last of
-- part_size bytes, as R2 requires); for cloudflare-stream the browser sends
-- them to Stream's own tus address (provider_upload_url) and never through us.
-- An upload not finished by expires_at is aborted and its entry deleted, so no
-- half entry stays behind.
CREATE TABLE video_uploads (
  id TEXT PRIMARY KEY,                  -- the tus upload id in /api/admin/uploads/{id}
  entry_id TEXT NOT NULL UNIQUE REFERENCES videos (entry_id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('r2', 'cloudflare-stream')),
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  length INTEGER NOT NULL CHECK (length > 0),
  received INTEGER NOT NULL DEFAULT 0 CHECK (received >= 0 AND received <= length),
  part_size INTEGER NOT NULL CHECK (part_size > 0),
  r2_key TEXT,
  r2_upload_id TEXT,
  parts TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(parts)),
  provider_upload_url TEXT,
  state TEXT NOT NULL DEFAULT 'uploading' CHECK (state IN ('uploading', 'complete')),
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX video_uploads_expiry ON video_uploads (state, expires_at);

-- Replays (issue 20 §4): when the console's kick-off and full time happened,
-- so the recording of the live window can be cut from kick-off to full time.
ALTER TABLE matches ADD COLUMN kicked_off_at TEXT;
ALTER TABLE matches ADD COLUMN full_time_at TEXT;
