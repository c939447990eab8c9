import { basename, dirname, extname, join } from 'node:path'

/**
 * Where the draw videos of a data file are kept: beside it, named after it (`data/liuhe.sqlite` →
 * `data/liuhe-video/`), so platforms on different files in one folder (the e2e workers) never share videos,
 * and `--reset` (main.ts) deletes the file's videos with it.
 */
export function videoDirOf(dbFile: string): string {
  return join(dirname(dbFile), `${basename(dbFile, extname(dbFile))}-video`)
}
