export * from './ChatComposer'
