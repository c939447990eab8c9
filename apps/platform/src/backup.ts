/**
 * `node apps/platform/dist/backup.js <target file>`: an online backup of the platform's data file
 * (PLATFORM_DB, as the platform reads it) while the platform runs (dataBackup.ts, docs/deploy.md "Backups").
 * Exits 1 with the reason when the copy cannot be made or fails its check.
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { backupDataFile } from './dataBackup'

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const source = resolve(process.env.PLATFORM_DB ?? resolve(packageRoot, 'data/liuhe.sqlite'))
const target = process.argv[2]
if (!target) {
  console.error('usage: node dist/backup.js <target file>   (the data file is PLATFORM_DB)')
  process.exit(1)
}
try {
  const report = backupDataFile(source, resolve(target))
  console.log(
    `backup of ${source}: ${report.target}, ${report.bytes} bytes, schema version ${report.schemaVersion}, integrity ok`,
  )
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
