-- Live games (issue 30): a published game played on a timeline, the same
-- draw for everyone at the same moment. The server keeps the timeline (the
-- organiser's events), the players (a name and the hash of the token their
-- phone chose), their ballots with the phone's verdicts, and the arbiter's
-- rulings; nothing else. Times are Unix milliseconds.

CREATE TABLE live (
	game_id   INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
	code      TEXT    NOT NULL UNIQUE, -- the short join code
	rhythm_ms INTEGER NOT NULL,
	pause_ms  INTEGER NOT NULL,
	created   INTEGER NOT NULL,
	-- Bumped by every write below (triggers, in the write's own
	-- statement: D1 has no transactions): the state's ETag.
	version   INTEGER NOT NULL DEFAULT 1,
	-- Bumped by the writes that may change the ranking of turns already
	-- collected (events, players, verdicts, rulings; not the ballots of
	-- the open turn): the key of the Worker's cached ranking.
	ranked    INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE live_events (
	game_id INTEGER NOT NULL REFERENCES live(game_id) ON DELETE CASCADE,
	seq     INTEGER NOT NULL, -- from 1: an event is appended after those its request read
	event   TEXT    NOT NULL, -- live.Event's JSON
	PRIMARY KEY (game_id, seq)
);

CREATE TABLE live_players (
	id       INTEGER PRIMARY KEY,
	game_id  INTEGER NOT NULL REFERENCES live(game_id) ON DELETE CASCADE,
	name     TEXT    NOT NULL, -- the chosen name: the only personal data
	key_hash TEXT    NOT NULL, -- SHA-256 of the phone's token
	joined   INTEGER NOT NULL,
	UNIQUE (game_id, name)
);

CREATE TABLE live_ballots (
	id       INTEGER PRIMARY KEY,
	game_id  INTEGER NOT NULL REFERENCES live(game_id) ON DELETE CASCADE,
	player   TEXT    NOT NULL,
	turn     INTEGER NOT NULL,
	received INTEGER NOT NULL, -- the server's clock: what decides a ballot on time
	arrival  TEXT    NOT NULL, -- "on-time" or "late"
	ballot   TEXT    NOT NULL, -- ballot.Ballot's JSON, as written
	verdict  TEXT    NOT NULL, -- live.Verdict's JSON, the phone's judge's
	UNIQUE (game_id, player, turn) -- one ballot a turn (§5.1)
);

CREATE TABLE live_rulings (
	id      INTEGER PRIMARY KEY,
	game_id INTEGER NOT NULL REFERENCES live(game_id) ON DELETE CASCADE,
	ruling  TEXT    NOT NULL -- live.Ruling's JSON
);

-- How many ballots each turn has: one row read for the projector's count
-- (a COUNT over the ballots would read them all at every poll).
CREATE TABLE live_handed (
	game_id INTEGER NOT NULL REFERENCES live(game_id) ON DELETE CASCADE,
	turn    INTEGER NOT NULL,
	n       INTEGER NOT NULL,
	PRIMARY KEY (game_id, turn)
);

CREATE TRIGGER live_events_version AFTER INSERT ON live_events BEGIN
	UPDATE live SET version = version + 1, ranked = ranked + 1 WHERE game_id = NEW.game_id;
END;
CREATE TRIGGER live_players_version AFTER INSERT ON live_players BEGIN
	UPDATE live SET version = version + 1, ranked = ranked + 1 WHERE game_id = NEW.game_id;
END;
CREATE TRIGGER live_ballots_version AFTER INSERT ON live_ballots BEGIN
	UPDATE live SET version = version + 1 WHERE game_id = NEW.game_id;
	INSERT OR IGNORE INTO live_handed (game_id, turn, n) VALUES (NEW.game_id, NEW.turn, 0);
	UPDATE live_handed SET n = n + 1 WHERE game_id = NEW.game_id AND turn = NEW.turn;
END;
CREATE TRIGGER live_ballots_deleted AFTER DELETE ON live_ballots BEGIN
	UPDATE live SET version = version + 1, ranked = ranked + 1 WHERE game_id = OLD.game_id;
	UPDATE live_handed SET n = n - 1 WHERE game_id = OLD.game_id AND turn = OLD.turn;
END;
CREATE TRIGGER live_rulings_version AFTER INSERT ON live_rulings BEGIN
	UPDATE live SET version = version + 1, ranked = ranked + 1 WHERE game_id = NEW.game_id;
END;
