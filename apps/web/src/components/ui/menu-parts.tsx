import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Row heights: "md" for the header and row menus, "sm" for the dense ticket menus. */
const ITEM_SIZE_CLASSES = { md: 'min-h-10', sm: 'min-h-8' } as const;
type MenuItemSize = keyof typeof ITEM_SIZE_CLASSES;

const ItemSizeContext = createContext<MenuItemSize>('md');

const itemBaseClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-subtle data-[highlighted]:bg-surface-2';

function useItemClasses(tone: 'default' | 'danger', className?: string): string {
  const size = useContext(ItemSizeContext);
  return cn(
    itemBaseClasses,
    ITEM_SIZE_CLASSES[size],
    tone === 'danger' ? 'text-error' : 'text-ink',
    className,
  );
}

/**
 * The one menu button of the app, on Radix DropdownMenu: arrow keys, typeahead, Esc, focus back
 * on the trigger. Not modal by default: the page stays in the accessibility tree, and the content
 * renders inside the trigger's landmark (no portal) unless `portal` is set. Pages use it through
 * menu.tsx, which loads this file off the first paint (radix-parts.ts).
 */
export function Menu({ modal = false, ...props }: ComponentProps<typeof DropdownMenu.Root>) {
  return <DropdownMenu.Root modal={modal} {...props} />;
}

/** The button that opens the menu; give it an `aria-label` when it shows only an icon. */
export const MenuTrigger = DropdownMenu.Trigger;

export interface MenuContentProps extends ComponentProps<typeof DropdownMenu.Content> {
  /** Renders in a portal at the end of the body (for menus inside a scrolling table). */
  portal?: boolean;
  itemSize?: MenuItemSize;
  children: ReactNode;
}

/** The floating list; `className` adds the width (`min-w-56`) or a scroll cap (`max-h-80`). */
export function MenuContent({
  portal = false,
  itemSize = 'md',
  align = 'start',
  sideOffset = 4,
  className,
  children,
  ...props
}: MenuContentProps) {
  const content = (
    <DropdownMenu.Content
      align={align}
      sideOffset={sideOffset}
      className={cn('z-50 rounded-lg border border-line bg-white p-1 shadow-lg', className)}
      {...props}
    >
      <ItemSizeContext.Provider value={itemSize}>{children}</ItemSizeContext.Provider>
    </DropdownMenu.Content>
  );
  return portal ? <DropdownMenu.Portal>{content}</DropdownMenu.Portal> : content;
}

export interface MenuItemProps extends ComponentProps<typeof DropdownMenu.Item> {
  /** "danger" for destructive actions (Eliminar, Desactivar). */
  tone?: 'default' | 'danger';
}

/** One action; `asChild` with a router Link for navigation items. */
export function MenuItem({ tone = 'default', className, ...props }: MenuItemProps) {
  return <DropdownMenu.Item className={useItemClasses(tone, className)} {...props} />;
}

/**
 * A toggle that keeps the menu open (a filter's values), with a check mark when on.
 */
export function MenuCheckboxItem({
  className,
  children,
  onSelect,
  ...props
}: ComponentProps<typeof DropdownMenu.CheckboxItem>) {
  return (
    <DropdownMenu.CheckboxItem
      className={useItemClasses('default', className)}
      onSelect={(event) => {
        event.preventDefault();
        onSelect?.(event);
      }}
      {...props}
    >
      <span className="flex size-4 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}

export function MenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}

/** A heading inside the menu (not focusable): who is signed in, a group's name. */
export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cn('px-3 py-2', className)} {...props} />;
}
