-- The figures of a solve (schema.ts solveFigures), set by its first solved save; the daily's index
-- gains the time, so a day's solvers and their median time are ranges of one index.
DROP INDEX `daily_results_date`;--> statement-breakpoint
ALTER TABLE `daily_results` ADD `solve_seconds` integer;--> statement-breakpoint
ALTER TABLE `daily_results` ADD `solve_hints` integer;--> statement-breakpoint
ALTER TABLE `daily_results` ADD `solve_perfect` integer;--> statement-breakpoint
ALTER TABLE `daily_results` ADD `solve_hinted` text;--> statement-breakpoint
CREATE INDEX `daily_results_date` ON `daily_results` (`date`,`solved_on_day`,`solve_seconds`);--> statement-breakpoint
ALTER TABLE `savegames` ADD `solve_seconds` integer;--> statement-breakpoint
ALTER TABLE `savegames` ADD `solve_hints` integer;--> statement-breakpoint
ALTER TABLE `savegames` ADD `solve_perfect` integer;--> statement-breakpoint
ALTER TABLE `savegames` ADD `solve_hinted` text;--> statement-breakpoint
-- Solves stored before this migration get their figures from the stored state, by the rule of
-- app/game/solve-figures.ts: the clock's time unless it is below MIN_SOLVE_SECONDS_PER_CELL (0.5)
-- per cell that was empty in the puzzle (then null, and not perfect); a missing time is null;
-- perfect = no check, no hint, no mistake, not relaxed, and a time that was taken. No technique
-- was recorded before the savegame's `hinted` field, so the list is empty.
UPDATE `savegames` SET
  `solve_seconds` = CASE WHEN json_extract(`state`, '$.elapsedSeconds') * 2 >= (SELECT length(`puzzle`) - length(replace(`puzzle`, '0', '')) FROM `puzzles` WHERE `puzzles`.`id` = `savegames`.`puzzle_id`) THEN json_extract(`state`, '$.elapsedSeconds') END,
  `solve_hints` = coalesce(json_extract(`state`, '$.hintsUsed'), 0),
  `solve_hinted` = '[]'
WHERE `solved_at` IS NOT NULL;
--> statement-breakpoint
UPDATE `savegames` SET `solve_perfect` = (
  `solve_seconds` IS NOT NULL AND `checked` = 0 AND `solve_hints` = 0
  AND coalesce(json_extract(`state`, '$.mistakes'), 0) = 0 AND coalesce(json_extract(`state`, '$.mode'), 'classic') <> 'relaxed'
) WHERE `solved_at` IS NOT NULL;
--> statement-breakpoint
UPDATE `daily_results` SET
  `solve_seconds` = CASE WHEN json_extract(`state`, '$.elapsedSeconds') * 2 >= (SELECT length(`puzzle`) - length(replace(`puzzle`, '0', '')) FROM `daily_pool` WHERE `daily_pool`.`id` = `daily_results`.`puzzle_id`) THEN json_extract(`state`, '$.elapsedSeconds') END,
  `solve_hints` = coalesce(json_extract(`state`, '$.hintsUsed'), 0),
  `solve_hinted` = '[]'
WHERE `solved_at` IS NOT NULL;
--> statement-breakpoint
UPDATE `daily_results` SET `solve_perfect` = (
  `solve_seconds` IS NOT NULL AND `checked` = 0 AND `solve_hints` = 0
  AND coalesce(json_extract(`state`, '$.mistakes'), 0) = 0 AND coalesce(json_extract(`state`, '$.mode'), 'classic') <> 'relaxed'
) WHERE `solved_at` IS NOT NULL;
