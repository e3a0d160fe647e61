import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Label of the single action; it closes the dialog and runs onAction. */
  actionLabel?: string;
  onAction?: () => void;
  onClose: () => void;
  /** Confirmation dialogs are 390 px wide (seed 001 section 9). */
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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={width} mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children ? <Dialog.Body>{children}</Dialog.Body> : null}
            <Dialog.Footer>
              <Button
                onClick={() => {
                  onClose();
                  onAction?.();
                }}
              >
                {actionLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
