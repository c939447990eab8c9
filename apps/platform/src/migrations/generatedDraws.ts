/**
 * Migration 2: `draws.generated` tells the platform's own draws (1) from the real feed rows (0).
 *
 * Files from before this migration were seeded from the feed files of that time, which end at Macau
 * 2026138 and Hong Kong 2025134, so a later issue of those two games can only have been drawn by the
 * platform (its scheduler or the test hook), and an interval game has no feed at all: those rows are
 * flagged here.
 */
export const generatedDraws = `
ALTER TABLE draws ADD COLUMN generated INTEGER NOT NULL DEFAULT 0;
UPDATE draws SET generated = 1
WHERE (game_id = 110 AND turn_num > '2026138')
  OR (game_id = 70 AND turn_num > '2025134')
  OR game_id IN (SELECT game_id FROM games WHERE json_extract(schedule, '$.kind') = 'interval');
`
