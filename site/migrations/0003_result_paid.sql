-- Clubs: a result's points paid, a turn each (JSON), as the arbiter pays a
-- competition game (club.Sheet.Paid: penalties, warnings past the free
-- ones); scores keeps the moves' scores, which the solos compare. NULL for
-- the results stored before: their points are their scores.
ALTER TABLE results ADD COLUMN paid TEXT;
