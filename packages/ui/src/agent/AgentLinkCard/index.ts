export * from './AgentLinkCard'
