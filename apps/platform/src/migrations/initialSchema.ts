/**
 * Migration 1: the schema as it stood before migrations were numbered, kept byte for byte so that it matches
 * the data files written then (they have every table below but `user_version` 0). Never edit it: later
 * changes are new migrations.
 */
export const initialSchema = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (
  user_id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  -- 'HY' member, 'TEST' trial
  type TEXT NOT NULL DEFAULT 'HY',
  created_at INTEGER NOT NULL,
  money REAL NOT NULL DEFAULT 0,
  live_money REAL NOT NULL DEFAULT 0,
  -- total ever recharged; 0 means recharge-locked content stays locked
  rech_money REAL NOT NULL DEFAULT 0,
  fund_pwd_hash TEXT,
  vip_level INTEGER NOT NULL DEFAULT 1,
  avatar_id INTEGER NOT NULL DEFAULT 1,
  cycle_bet_amount REAL NOT NULL DEFAULT 0,
  is_dl INTEGER NOT NULL DEFAULT 0,
  rebate REAL NOT NULL DEFAULT 8,
  enable_chat INTEGER NOT NULL DEFAULT 1,
  chat_level INTEGER NOT NULL DEFAULT 0,
  hy_level INTEGER NOT NULL DEFAULT 1,
  domain TEXT NOT NULL DEFAULT '',
  email TEXT,
  full_name TEXT,
  phone TEXT,
  qq TEXT,
  weixin TEXT,
  birthday TEXT,
  intr_code TEXT,
  agent_id INTEGER REFERENCES users(user_id),
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS games (
  game_id INTEGER PRIMARY KEY,
  game_name TEXT NOT NULL,
  -- hot is derived from the hot column; category is one of LOTTERY, fish, electronic, card, live, sport
  category TEXT NOT NULL,
  -- 'LOTTERY' for lottery games, otherwise the third-party game type (e.g. 'LIVE', 'ELECTRONIC')
  type TEXT NOT NULL,
  lottery_kind TEXT,
  schedule TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  image_url TEXT NOT NULL DEFAULT '',
  landscape_url TEXT NOT NULL DEFAULT '',
  hot INTEGER NOT NULL DEFAULT 0,
  live_code TEXT NOT NULL DEFAULT '',
  game_code TEXT NOT NULL DEFAULT '',
  game_kind TEXT NOT NULL DEFAULT '',
  provider_name TEXT NOT NULL DEFAULT '',
  provider_url TEXT NOT NULL DEFAULT '',
  maintain TEXT NOT NULL DEFAULT '',
  app_display INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS game_follows (
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  game_id INTEGER NOT NULL REFERENCES games(game_id),
  PRIMARY KEY (user_id, game_id)
);
CREATE TABLE IF NOT EXISTS draws (
  game_id INTEGER NOT NULL REFERENCES games(game_id),
  turn_num TEXT NOT NULL,
  open_time INTEGER NOT NULL,
  open_num TEXT NOT NULL,
  PRIMARY KEY (game_id, turn_num)
);
CREATE INDEX IF NOT EXISTS draws_by_time ON draws (game_id, open_time DESC);
-- lottery information areas: templates, polls, ads and the game-document library
CREATE TABLE IF NOT EXISTS templates (
  template_id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL REFERENCES games(game_id),
  template_code TEXT NOT NULL,
  name TEXT NOT NULL,
  sub_name TEXT NOT NULL DEFAULT '',
  note1 TEXT NOT NULL DEFAULT '',
  note2 TEXT NOT NULL DEFAULT '',
  color_theme TEXT NOT NULL DEFAULT '',
  play_cate_name TEXT NOT NULL,
  -- comma-separated places the card is listed: 'index' (home), 'game'
  locations TEXT NOT NULL DEFAULT 'index,game',
  sort INTEGER NOT NULL DEFAULT 0,
  -- 1 for the library categories (documents), listed by /game-document/database/play-cate
  is_database INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS templates_by_game ON templates (game_id, sort);
CREATE TABLE IF NOT EXISTS template_groups (
  group_id INTEGER PRIMARY KEY,
  template_id INTEGER NOT NULL REFERENCES templates(template_id),
  -- set for the groups of a library document; NULL for the template's own groups
  document_id INTEGER,
  group_name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS template_groups_by_template ON template_groups (template_id, document_id);
CREATE TABLE IF NOT EXISTS template_items (
  item_id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES template_groups(group_id),
  game_id INTEGER NOT NULL,
  -- the issue the prediction is for (scored when that issue is drawn); NULL for rows without an issue
  turn_num TEXT,
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  content2 TEXT NOT NULL DEFAULT '',
  content3 TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  sub_name TEXT NOT NULL DEFAULT '',
  updated_time INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  multi_contents TEXT NOT NULL DEFAULT '[]',
  icon_url TEXT NOT NULL DEFAULT '',
  require_login INTEGER NOT NULL DEFAULT 0,
  require_recharge INTEGER NOT NULL DEFAULT 0,
  template_type INTEGER NOT NULL DEFAULT 1,
  active_cover INTEGER NOT NULL DEFAULT 0,
  redirect TEXT NOT NULL DEFAULT '',
  -- the pick rule and its raw pick (JSON), so the item is scored when its issue is drawn
  pick TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS template_items_by_group ON template_items (group_id, sort);
CREATE INDEX IF NOT EXISTS template_items_open ON template_items (game_id, turn_num);
CREATE TABLE IF NOT EXISTS template_likes (
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  template_id INTEGER NOT NULL REFERENCES templates(template_id),
  -- when the user favourited the card (epoch ms); the favourites list is newest first
  created_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, template_id)
);
-- a template's zodiac poll; poll_id equals its template_id
CREATE TABLE IF NOT EXISTS template_polls (
  poll_id INTEGER PRIMARY KEY,
  template_id INTEGER NOT NULL UNIQUE REFERENCES templates(template_id),
  game_turn TEXT NOT NULL,
  poll_status INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS template_poll_options (
  poll_id INTEGER NOT NULL REFERENCES template_polls(poll_id),
  option_id INTEGER NOT NULL,
  option_text TEXT NOT NULL,
  option_value TEXT NOT NULL,
  option_vote INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (poll_id, option_id)
);
CREATE TABLE IF NOT EXISTS template_poll_votes (
  poll_id INTEGER NOT NULL REFERENCES template_polls(poll_id),
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  option_id INTEGER NOT NULL,
  voted_at INTEGER NOT NULL,
  PRIMARY KEY (poll_id, user_id)
);
CREATE TABLE IF NOT EXISTS template_votes (
  template_id INTEGER NOT NULL REFERENCES templates(template_id),
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  -- 1 agree (准), 0 disagree (不准)
  vote INTEGER NOT NULL,
  voted_at INTEGER NOT NULL,
  PRIMARY KEY (template_id, user_id)
);
CREATE TABLE IF NOT EXISTS template_ads (
  ad_id INTEGER PRIMARY KEY,
  template_code TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS documents (
  document_id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL REFERENCES games(game_id),
  template_id INTEGER NOT NULL REFERENCES templates(template_id),
  sub_name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS documents_by_game ON documents (game_id, template_id, sort);
-- auth, user, content, games and gallery areas
CREATE TABLE IF NOT EXISTS config (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS password_resets (
  user_id INTEGER PRIMARY KEY REFERENCES users(user_id),
  message TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS intr_codes (
  code TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES users(user_id)
);
CREATE TABLE IF NOT EXISTS notices (
  id INTEGER PRIMARY KEY,
  -- 'carousel', 'index_notice', 'lottery_notice' or 'roll_notice'
  type TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL,
  redirect_url TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS promotions (
  id INTEGER PRIMARY KEY,
  classify_type INTEGER NOT NULL,
  classify_name TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  cover_url TEXT NOT NULL,
  color TEXT NOT NULL,
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  domain TEXT NOT NULL,
  template_type INTEGER NOT NULL,
  image_url TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS gallery_groups (
  group_id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL,
  group_type INTEGER NOT NULL DEFAULT 1,
  play_category_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  initials TEXT NOT NULL,
  popular INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS gallery_groups_by_game ON gallery_groups (game_id, group_type, initials);
CREATE TABLE IF NOT EXISTS gallery_images (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES gallery_groups(group_id),
  game_turn TEXT NOT NULL,
  -- epoch seconds
  updated_time INTEGER NOT NULL,
  like_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS gallery_images_by_group ON gallery_images (group_id, game_turn DESC);
CREATE TABLE IF NOT EXISTS gallery_likes (
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  gallery_id INTEGER NOT NULL REFERENCES gallery_images(id),
  PRIMARY KEY (user_id, gallery_id)
);
`
