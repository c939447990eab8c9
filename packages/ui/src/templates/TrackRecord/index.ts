export * from './TrackRecord'
