export {
  type HlsErrorData,
  type HlsInstanceLike,
  type HlsLike,
  LiveVideo,
  type LiveVideoProps,
  type LiveVideoState,
  liveHlsConfig,
  liveVideoStates,
  liveVideoTexts,
} from './LiveVideo'
