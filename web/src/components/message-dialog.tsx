import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog.js';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Label of the single action; it closes the dialog and runs onAction. */
  actionLabel?: string;
  onAction?: () => void;
  onClose: () => void;
  /** Confirmation dialogs are 390 px wide (docs/requirements.md#constants). */
  width?: string;
}

/** A modal message with one action (Reset link sent, Password updated, code resent…). */
export function MessageDialog({
  open,
  title,
  children,
  actionLabel = 'OK',
  onAction,
  onClose,
  width = '390px',
}: MessageDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      maxW={width}
      footer={
        <Button
          onClick={() => {
            onClose();
            onAction?.();
          }}
        >
          {actionLabel}
        </Button>
      }
    >
      {children}
    </AppDialog>
  );
}
