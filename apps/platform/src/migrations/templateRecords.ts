/**
 * Migration 10: the track record of the information cards. A card keeps only its newest rows (the
 * settlement trims a per-issue group to ISSUE_ROWS_KEPT, 30), but its record (准确率 over the last 100
 * issues, streaks) needs 100 issues, so every scored issue of a card's lead series also goes here: one
 * compact row per card and issue holding the scored note (`开:马49*`), trimmed to the newest 100 by the
 * settlement. The lead series of a card is its one-row-per-issue group with the highest sort (the first
 * tab of a tabbed card, any range group of a plain one); pick lists and rankings (several rows per issue)
 * and library documents have no record. Existing files get the notes their rows still hold.
 */
export const templateRecords = `
CREATE TABLE template_records (
  template_id INTEGER NOT NULL,
  turn_num TEXT NOT NULL,
  note TEXT NOT NULL,
  PRIMARY KEY (template_id, turn_num)
) WITHOUT ROWID;
INSERT OR IGNORE INTO template_records (template_id, turn_num, note)
SELECT g.template_id, i.turn_num, i.note
FROM template_items i JOIN template_groups g ON g.group_id = i.group_id
WHERE g.document_id IS NULL AND i.turn_num IS NOT NULL AND i.note != '' AND i.pick != ''
  AND (SELECT COUNT(*) FROM template_items x WHERE x.group_id = i.group_id AND x.turn_num = i.turn_num) = 1
ORDER BY g.template_id, i.turn_num, g.sort DESC, g.group_id;
`
