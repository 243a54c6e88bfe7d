import type { DialogProps } from './dialog-parts';
import { radixParts } from './radix-parts';

export type { DialogProps } from './dialog-parts';
export { DialogFooter } from './dialog-footer';

const { useParts: useDialogParts } = radixParts(() => import('./dialog-parts'));

/**
 * The one dialog of the app (dialog-parts.tsx): titled and described, focus trapped, Esc and ×
 * close, focus back on the trigger. Closed, it draws nothing, so its Radix parts are loaded when
 * the browser is idle or when it opens (radix-parts.ts).
 */
export function Dialog(props: DialogProps) {
  const parts = useDialogParts(props.isOpen);
  return parts ? <parts.Dialog {...props} /> : null;
}

/**
 * A dialog about one item (a department, a person): open while there is one, and closing it
 * (Esc, ×, Cancelar) calls `onClose`.
 */
export function openWhileItem(
  item: unknown,
  onClose: () => void,
): Pick<DialogProps, 'isOpen' | 'onOpenChange'> {
  return {
    isOpen: item !== null,
    onOpenChange: (isOpen) => {
      if (!isOpen) onClose();
    },
  };
}
