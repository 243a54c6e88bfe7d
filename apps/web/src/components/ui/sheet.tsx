import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import type { AnchoredPanelProps, SheetProps } from './sheet-parts';
import { radixParts } from './radix-parts';

export type { AnchoredPanelProps, SheetProps } from './sheet-parts';

const useSheetParts = radixParts(() => import('./sheet-parts'));

/**
 * A side sheet over a backdrop (sheet-parts.tsx). Closed, it draws nothing, so its Radix parts are
 * loaded when the browser is idle or when it opens (radix-parts.ts).
 */
export function Sheet(props: SheetProps) {
  const parts = useSheetParts(props.isOpen);
  return parts ? <parts.Sheet {...props} /> : null;
}

/**
 * A non-modal panel beside its trigger (sheet-parts.tsx). Until its parts are in, the trigger
 * alone, with the attributes Radix gives a closed one; a click opens the panel as Radix's would.
 */
export function AnchoredPanel(props: AnchoredPanelProps) {
  const parts = useSheetParts(props.isOpen);
  if (parts) return <parts.AnchoredPanel {...props} />;
  const trigger = props.trigger as ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  return cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      if (!event.defaultPrevented) props.onOpenChange(true);
    },
  } as Partial<{ onClick: (event: MouseEvent) => void }>);
}
