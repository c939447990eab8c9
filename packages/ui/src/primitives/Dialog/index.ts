export {
  ConfirmDialog,
  type ConfirmDialogProps,
  Dialog,
  DialogActions,
  type DialogActionsProps,
  type DialogButtonPartProps,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  type DialogProps,
  DialogTrigger,
} from './Dialog'
