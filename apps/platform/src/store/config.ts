import { hashString } from '../random'
import { preparedQuery } from '../storage/prepared'
import type { Queries } from '../storage/queries'

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

/** A stored value's JSON: read by most requests, so compiled once (storage/prepared.ts). */
const configValue = preparedQuery<{ key: string }, { value: string }>((db, p) =>
  db.selectFrom('config').select('value').where('key', '=', p.key),
)

/** The stored configuration values (JSON by key). */
export function createConfigStore(db: Queries) {
  /** A stored configuration value; undefined when absent. */
  async function getConfig<T>(key: string): Promise<T | undefined> {
    const row = await configValue.first(db, { key })
    return row ? (JSON.parse(row.value) as T) : undefined
  }

  return {
    getConfig,
    /** A configuration value that the seed always writes; throws when the seed did not. */
    async requireConfig<T>(key: string): Promise<T> {
      const value = await getConfig<T>(key)
      if (value === undefined) throw new Error(`config ${key} is not seeded`)
      return value
    },
    /**
     * Stores a configuration value (JSON) unless one is stored already; answers the value in force (a value
     * made at start-up, such as a secret, is made once however many processes start together).
     */
    async keepConfig<T>(key: string, value: T): Promise<T> {
      await db
        .insertInto('config')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
      const kept = await getConfig<T>(key)
      if (kept === undefined) throw new Error(`config ${key} was not kept`)
      return kept
    },
    /** Stores a configuration value (JSON). */
    async setConfig(key: string, value: unknown): Promise<void> {
      await db
        .insertInto('config')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute()
    },
  }
}

/** The config store of one database. */
export type ConfigStore = ReturnType<typeof createConfigStore>
