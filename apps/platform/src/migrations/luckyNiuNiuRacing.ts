/**
 * Migration 5: lucky niu niu (game 95) draws a racing result. Its hands are dealt from the ten finishing
 * positions (banker 1–5, players 2–6 … 6–10), so a 5-digit result cannot settle its bets. Its earlier rows
 * keep the digits they were drawn with; they read as no result of the new kind and settle nothing.
 */
export const luckyNiuNiuRacing = `
UPDATE games SET lottery_kind = 'racing' WHERE game_id = 95;
`
