-- Clubs: the origins allowed to frame the club's embeds (issue 29), as the
-- pages' frame-ancestors, separated by spaces; empty, any site may.
ALTER TABLE clubs ADD COLUMN embed_ancestors TEXT NOT NULL DEFAULT '';
