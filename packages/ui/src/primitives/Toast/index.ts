export {
  clampToastDuration,
  defaultToastDurationMs,
  maxToastDurationMs,
  minToastDurationMs,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './Toast'
