import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { openDb } from '../db'
import { LATEST_SCHEMA_VERSION } from '../migrations'
import { sqliteSchemaShape } from './schemaShape'
import { renderSchemaTypes } from './schemaTypes'

const schemaFile = fileURLToPath(new URL('./schema.ts', import.meta.url))

describe('schema.ts', () => {
  it('types every table and column of the SQLite schema at the latest migration', () => {
    const db = openDb(':memory:')
    const expected = renderSchemaTypes(sqliteSchemaShape(db), LATEST_SCHEMA_VERSION)
    db.close()
    if (process.env.UPDATE_STORAGE_SCHEMA === '1') writeFileSync(schemaFile, expected)
    expect(readFileSync(schemaFile, 'utf8')).toBe(expected)
  })
})
