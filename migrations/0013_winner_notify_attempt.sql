-- A winner mail is claimed before it is sent (schema.ts drawWinners.notifyAttemptedAt): a send that
-- timed out may have gone out, so the draw job does not send it again.
ALTER TABLE `draw_winners` ADD `notify_attempted_at` integer;