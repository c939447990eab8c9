import type { Db } from '../db'
import { hashString } from '../random'

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
  rechargeConfig: 'recharge_config',
  walletRules: 'wallet_rules',
  paymentSecret: 'payment_secret',
  launchSecret: 'launch_secret',
  /** Overrides of the rate limits (`http/rateLimit.ts`); absent: the defaults. */
  rateLimits: 'rate_limits',
  /** The chat service's settings (`chat/config.ts`, `ChatSettings`); absent: the defaults. */
  chatSettings: 'chat_settings',
} as const

/** A version string that changes whenever a configuration value changes (a hash of its JSON). */
export function configVersion(value: unknown): string {
  return hashString(JSON.stringify(value)).toString(36)
}

/** The stored configuration values (JSON by key). */
export function createConfigStore(db: Db) {
  const read = db.prepare('SELECT value FROM config WHERE key = ?')
  const write = db.prepare(
    'INSERT INTO config (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  )

  /** A stored configuration value; undefined when absent. */
  function getConfig<T>(key: string): T | undefined {
    const row = read.get(key) as { value: string } | undefined
    return row ? (JSON.parse(row.value) as T) : undefined
  }

  return {
    getConfig,
    /** A configuration value that the seed always writes; throws when the seed did not. */
    requireConfig<T>(key: string): T {
      const value = getConfig<T>(key)
      if (value === undefined) throw new Error(`config ${key} is not seeded`)
      return value
    },
    /** Stores a configuration value (JSON). */
    setConfig(key: string, value: unknown): void {
      write.run(key, JSON.stringify(value))
    },
  }
}

/** The config store of one database. */
export type ConfigStore = ReturnType<typeof createConfigStore>
