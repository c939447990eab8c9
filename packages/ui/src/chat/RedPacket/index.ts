export * from './RedPacket'
