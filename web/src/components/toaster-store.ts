import { createToaster } from '@chakra-ui/react';

/**
 * Top-centre toasts (docs/requirements.md#error-messages); success toasts hide after 3 s, payment
 * ones after 5 s.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });
