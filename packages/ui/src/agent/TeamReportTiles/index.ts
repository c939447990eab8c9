export * from './TeamReportTiles'
