import { Button, type ButtonProps, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface AppDialogProps {
  open: boolean;
  /** The user dismissed the dialog: Escape, a click outside, the × button or a `Dialog.ActionTrigger`. */
  onClose: () => void;
  /** Also the dialog's accessible name. */
  title: ReactNode;
  /** The body; without it the dialog has no body. */
  children?: ReactNode;
  /** The action buttons. A button wrapped in `<Dialog.ActionTrigger asChild>` closes the dialog. */
  footer?: ReactNode;
  /** Chakra's dialog size (default "md"). */
  size?: Dialog.RootProps['size'];
  /**
   * A fixed maximum width instead of the size's, e.g. "390px" for confirmations
   * (docs/requirements.md#constants).
   */
  maxW?: Dialog.ContentProps['maxW'];
  /** "inside" scrolls the body and keeps header and footer in view. */
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /** "alertdialog" for messages that need the user's attention. */
  role?: Dialog.RootProps['role'];
  /**
   * Header, body and footer sit inside a `<form>` with these props (`noValidate` unless given), so a
   * `type="submit"` button in the footer submits the fields in the body.
   */
  form?: ComponentPropsWithoutRef<'form'>;
}

/**
 * The app's modal dialog: centred, with backdrop, title, body, footer and a × close button. Chakra
 * traps focus inside, restores it on close and labels the dialog with its title.
 */
export function AppDialog({
  open,
  onClose,
  title,
  children,
  footer,
  size,
  maxW,
  scrollBehavior,
  role,
  form,
}: AppDialogProps) {
  const sections = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children ? <Dialog.Body>{children}</Dialog.Body> : null}
      {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size={size}
      scrollBehavior={scrollBehavior}
      role={role}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} mx="4">
            {form ? (
              // A flex column that may shrink, so that with scrollBehavior "inside" the body
              // scrolls and the header and footer stay in view (a plain block form overflows).
              <form
                noValidate
                {...form}
                style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, ...form.style }}
              >
                {sections}
              </form>
            ) : (
              sections
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A form dialog's footer: Cancel (closes it) and Save (submits the form; `saving` shows its
 * spinner, `disabled` holds it back until the form may be saved). A confirmation names its action
 * instead of Save (`label`, e.g. "Approve") and may colour it (`colorPalette`, e.g. red to reject).
 */
export function CancelSaveFooter({
  saving,
  disabled,
  label = 'Save',
  colorPalette,
}: {
  saving: boolean;
  disabled?: boolean;
  label?: string;
  colorPalette?: ButtonProps['colorPalette'];
}) {
  return (
    <>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" type="button">
          Cancel
        </Button>
      </Dialog.ActionTrigger>
      <Button type="submit" loading={saving} disabled={disabled} colorPalette={colorPalette}>
        {label}
      </Button>
    </>
  );
}
