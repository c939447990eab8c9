/**
 * Migration 3: an index of card rows by group and issue. Settling a draw looks for the groups whose newest
 * row is the newest issue of their card and the only row of that issue in the group; with this index those
 * counts and maxima come from the index instead of the wide rows, about 3 times faster. A start-up settling
 * weeks of missed draws runs that look once per draw, and the fast games run it every minute.
 */
export const templateItemTurns = `
CREATE INDEX template_items_turns ON template_items (group_id, turn_num);
`
