export * from './RoomListItem'
