-- Issue 21 §3: the commentary language a supporter chose in the player (English or Arabic), remembered
-- for the account so it is used next time on any device. NULL: never chosen (the page's language decides).
ALTER TABLE accounts ADD COLUMN commentary_language TEXT CHECK (commentary_language IS NULL OR commentary_language IN ('en', 'ar'));
