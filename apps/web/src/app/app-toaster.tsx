import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, pageMessages } from '@atiende/contracts';
import { useIsDesktop } from '../lib/use-media-query';

/** Below the 56 px header with a little air: the bell and the user menu stay free. */
const BELOW_HEADER_PX = 64;
/** Above a phone's bottom edge by more than a sticky action bar is tall (composer, sheets). */
const ABOVE_PHONE_BARS_PX = 88;

/**
 * docs/product/ui.md#errors-and-toasts: toasts for 3000 ms in a labelled region, placed where they
 * cover no action. From 768 px: top centre, under the header, between the page title and the page's
 * buttons (right) — never over "Nuevo …", the filters or a dialog's buttons. On a phone the top is
 * the page's own buttons, so they sit at the bottom, lifted clear of the bottom bars.
 */
export function AppToaster() {
  const isDesktop = useIsDesktop();
  return (
    <Toaster
      position={isDesktop ? 'top-center' : 'bottom-center'}
      duration={TOAST_DURATION_MS}
      containerAriaLabel={pageMessages.toaster.label}
      offset={{ top: BELOW_HEADER_PX, bottom: ABOVE_PHONE_BARS_PX }}
      mobileOffset={{ bottom: ABOVE_PHONE_BARS_PX, right: 8, left: 8 }}
      closeButton
      toastOptions={{ closeButtonAriaLabel: pageMessages.toaster.close }}
    />
  );
}
