import { cloneElement, type ReactElement, type SyntheticEvent } from 'react';
import type { AnchoredPanelProps, SheetProps } from './sheet-parts';
import { radixParts } from './radix-parts';

export type { AnchoredPanelProps, SheetProps } from './sheet-parts';

const { useParts: useSheetParts, preload: preloadSheetParts } = radixParts(
  () => import('./sheet-parts'),
);

/**
 * A side sheet over a backdrop (sheet-parts.tsx). Closed, it draws nothing, so its Radix parts are
 * loaded when the browser is idle or when it opens (radix-parts.ts).
 */
export function Sheet(props: SheetProps) {
  const parts = useSheetParts(props.isOpen);
  return parts ? <parts.Sheet {...props} /> : null;
}

type TriggerHandlers = Partial<
  Record<'onPointerEnter' | 'onFocus' | 'onClick', (event: SyntheticEvent) => void>
>;

/**
 * A non-modal panel beside its trigger (sheet-parts.tsx). Until its parts are in, the trigger
 * alone, with the attributes Radix gives a closed one; a click opens the panel as Radix's would, a
 * pointer over it or focus on it starts the download.
 */
export function AnchoredPanel(props: AnchoredPanelProps) {
  const parts = useSheetParts(props.isOpen);
  if (parts) return <parts.AnchoredPanel {...props} />;
  const trigger = props.trigger as ReactElement<TriggerHandlers>;
  return cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: SyntheticEvent) => {
      trigger.props.onPointerEnter?.(event);
      preloadSheetParts();
    },
    onFocus: (event: SyntheticEvent) => {
      trigger.props.onFocus?.(event);
      preloadSheetParts();
    },
    onClick: (event: SyntheticEvent) => {
      trigger.props.onClick?.(event);
      if (!event.defaultPrevented) props.onOpenChange(true);
    },
  } as Partial<TriggerHandlers>);
}
