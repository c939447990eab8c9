export {
  ConfirmDialog,
  type ConfirmDialogProps,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  type DialogProps,
  DialogTrigger,
} from './Dialog'
