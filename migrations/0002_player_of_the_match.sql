-- SPEC §2.1 match centre: the player of the match, shown beside its section sponsor slot
-- ('player-of-the-match' in section_sponsor_slots). One award per match at most.
CREATE TABLE match_player_of_the_match (
  match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  player_id INTEGER REFERENCES players (id),
  player_name TEXT NOT NULL,
  citation TEXT NOT NULL DEFAULT ''
);
