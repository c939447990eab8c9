import type { Db } from '../db'
import { hashString } from '../random'

/** Reads a stored configuration value (JSON); undefined when absent. */
export function getConfig<T>(db: Db, key: string): T | undefined {
  const row = db.prepare('SELECT value FROM config WHERE key = ?').get(key) as { value: string } | undefined
  return row ? (JSON.parse(row.value) as T) : undefined
}

/** Reads a configuration value that the seed always writes; throws when the seed did not. */
export function requireConfig<T>(db: Db, key: string): T {
  const value = getConfig<T>(db, key)
  if (value === undefined) throw new Error(`config ${key} is not seeded`)
  return value
}

/** Stores a configuration value (JSON). */
export function setConfig(db: Db, key: string, value: unknown): void {
  db.prepare(
    'INSERT INTO config (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value))
}

/** A version string that changes whenever a configuration value changes (a hash of its JSON). */
export function configVersion(value: unknown): string {
  return hashString(JSON.stringify(value)).toString(36)
}

/** Config keys written by the seed. */
export const configKeys = {
  loginLimit: 'login_limit',
  registerLimit: 'register_limit',
  withdrawLimit: 'withdraw_limit',
  vipRules: 'vip_rules',
  company: 'company',
  config: 'config',
  configChat: 'config_chat',
  appConfig: 'app_config',
  webSystemConfig: 'web_system_config',
  secretKey: 'secret_key',
} as const
