-- Clubs (issue 17): clubs, their published games, the players' verified
-- results, what rate limiting counts, and the organisers' actions.
-- Times are Unix milliseconds.

CREATE TABLE clubs (
	id          INTEGER PRIMARY KEY,
	slug        TEXT    NOT NULL UNIQUE,
	name        TEXT    NOT NULL,
	-- The organiser secret is never stored: PBKDF2-SHA256 of it with a
	-- salt of its own.
	secret_salt BLOB    NOT NULL,
	secret_hash BLOB    NOT NULL,
	created     INTEGER NOT NULL
);

CREATE TABLE games (
	id           INTEGER PRIMARY KEY,
	club_id      INTEGER NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
	number       INTEGER NOT NULL,           -- from 1 in the club
	title        TEXT    NOT NULL,
	formula      TEXT    NOT NULL,
	rhythm       INTEGER NOT NULL,           -- seconds a turn, 0 untimed
	seed         INTEGER NOT NULL,           -- the game number, 0 for imported draws
	lexicon      TEXT    NOT NULL,
	lexicon_hash TEXT    NOT NULL,
	opens        INTEGER NOT NULL,
	closes       INTEGER NOT NULL,
	closed       INTEGER NOT NULL DEFAULT 0, -- 1 once the organiser closed it
	reference    TEXT    NOT NULL,           -- the record (JSON): draws and tops
	turns        INTEGER NOT NULL,
	top_total    INTEGER NOT NULL,
	created      INTEGER NOT NULL,
	UNIQUE (club_id, number)
);
CREATE INDEX games_club_opens ON games (club_id, opens);

CREATE TABLE results (
	id        INTEGER PRIMARY KEY,
	game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
	name      TEXT    NOT NULL,   -- the player's chosen name: the only personal data
	record    TEXT    NOT NULL,   -- the player's record (JSON), as submitted
	scores    TEXT    NOT NULL,   -- the verified score of each turn (JSON array)
	total     INTEGER NOT NULL,   -- the moves' points, solo bonuses not included
	submitted INTEGER NOT NULL,
	idem_key  TEXT    NOT NULL,   -- the client's key: a result sent twice is stored once
	UNIQUE (game_id, idem_key),
	UNIQUE (game_id, name)
);

-- Submissions counted per bucket (a hashed client address, or a club) and
-- per minute.
CREATE TABLE rate (
	bucket TEXT    NOT NULL,
	minute INTEGER NOT NULL,
	count  INTEGER NOT NULL,
	PRIMARY KEY (bucket, minute)
);
CREATE INDEX rate_minute ON rate (minute);

-- The organisers' actions.
CREATE TABLE audit (
	id      INTEGER PRIMARY KEY,
	club_id INTEGER NOT NULL,
	at      INTEGER NOT NULL,
	action  TEXT    NOT NULL,
	game    INTEGER NOT NULL DEFAULT 0
);
