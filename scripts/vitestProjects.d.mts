import type { TestProjectInlineConfiguration } from 'vitest/config'

export function sharedAndIsolated(
  roots: string[],
  test: Record<string, unknown>,
  alsoIsolate?: RegExp,
): TestProjectInlineConfiguration[]

export function needsOwnGraph(file: string, alsoIsolate?: RegExp): boolean
