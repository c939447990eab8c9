export {
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  type LinkProviderProps,
  useLinkComponent,
} from './LinkProvider'
