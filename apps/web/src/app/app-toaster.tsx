import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, pageMessages } from '@atiende/contracts';

/**
 * docs/product/ui.md#errors-and-toasts, docs/product/ui.md#patterns: toasts at top right for 3000
 * ms, in a labelled region.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      containerAriaLabel={pageMessages.toaster.label}
      // Below the 56 px header, so a toast never covers the user menu or the bell.
      offset={{ top: 64, right: 16 }}
      mobileOffset={{ top: 64, right: 8, left: 8 }}
      closeButton
      toastOptions={{ closeButtonAriaLabel: pageMessages.toaster.close }}
    />
  );
}
