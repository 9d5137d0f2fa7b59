-- Clubs (issue 18): how a club game's announced scores are judged, as the
-- organiser chose: "training" (not judged) or "competition" (§6.5).
ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT 'training';
