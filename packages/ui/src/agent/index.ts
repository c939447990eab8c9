export * from './AgentLinkCard'
export * from './RebateSlider'
export * from './SubUserRow'
export * from './TeamReportTiles'
