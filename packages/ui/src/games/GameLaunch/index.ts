export {
  type GameLaunch,
  type GameLaunchOptions,
  launchToastMs,
  type PlayLinkResult,
  useGameLaunch,
} from './useGameLaunch'
