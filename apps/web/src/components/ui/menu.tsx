import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type * as MenuPartsModule from './menu-parts';
import type { MenuContentProps, MenuItemProps } from './menu-parts';
import { radixParts } from './radix-parts';

export type { MenuContentProps, MenuItemProps } from './menu-parts';

type MenuParts = typeof MenuPartsModule;
type MenuRootProps = ComponentProps<MenuParts['Menu']>;

const { useParts: useMenuParts, preload: preloadMenuParts } = radixParts(
  () => import('./menu-parts'),
);

/**
 * The open menu's parts, and whether the opening was a key press made before they arrived (Radix
 * then focuses the first item, as it does when a key opens it).
 */
interface LoadedMenu {
  parts: MenuParts;
  takeKeyboardOpening: () => boolean;
}
const LoadedMenuContext = createContext<LoadedMenu | null>(null);
const PendingMenuContext = createContext<((byKeyboard: boolean) => void) | null>(null);

/**
 * The one menu button of the app (menu-parts.tsx, on Radix DropdownMenu): arrow keys, typeahead,
 * Esc, focus back on the trigger; not modal and no portal by default. Its Radix parts are loaded
 * when the browser is idle (radix-parts.ts); a menu drawn before that shows its trigger as Radix
 * draws it closed and swaps to Radix's when the user opens it.
 */
export function Menu(props: MenuRootProps) {
  const [opening, setOpening] = useState<'pointer' | 'keyboard' | null>(null);
  const keyboardOpening = useRef(false);
  const parts = useMenuParts(opening !== null || props.open === true);
  if (parts) {
    const loaded: LoadedMenu = {
      parts,
      takeKeyboardOpening: () => {
        const wasKeyboard = keyboardOpening.current;
        keyboardOpening.current = false;
        return wasKeyboard;
      },
    };
    return (
      <LoadedMenuContext.Provider value={loaded}>
        <parts.Menu {...props} defaultOpen={props.defaultOpen === true || opening !== null} />
      </LoadedMenuContext.Provider>
    );
  }
  const open = (byKeyboard: boolean) => {
    keyboardOpening.current = byKeyboard;
    setOpening(byKeyboard ? 'keyboard' : 'pointer');
    if (props.open !== undefined) props.onOpenChange?.(true);
  };
  return <PendingMenuContext.Provider value={open}>{props.children}</PendingMenuContext.Provider>;
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/** The button that opens the menu; give it an `aria-label` when it shows only an icon. */
export function MenuTrigger({
  disabled,
  onPointerDown,
  onKeyDown,
  onPointerEnter,
  onFocus,
  ...props
}: Omit<ComponentProps<MenuParts['MenuTrigger']>, 'asChild'>) {
  const loaded = useContext(LoadedMenuContext);
  const open = useContext(PendingMenuContext);
  if (loaded) {
    const { MenuTrigger: Trigger } = loaded.parts;
    return (
      <Trigger
        disabled={disabled}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
        {...props}
      />
    );
  }
  // What Radix's closed trigger renders, opened by the same pointer and keys; a pointer over it or
  // focus on it starts the download.
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        preloadMenuParts();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        preloadMenuParts();
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || disabled || event.button !== 0 || event.ctrlKey) return;
        open?.(false);
        event.preventDefault();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled || !OPENING_KEYS.includes(event.key)) return;
        open?.(true);
        event.preventDefault();
      }}
    />
  );
}

/** The floating list; `className` adds the width (`min-w-56`) or a scroll cap (`max-h-80`). */
export function MenuContent({ ref, ...props }: MenuContentProps) {
  const loaded = useContext(LoadedMenuContext);
  const contentRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!loaded?.takeKeyboardOpening()) return;
    contentRef.current
      ?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
      ?.focus();
  }, [loaded]);
  if (!loaded) return null;
  const { MenuContent: Content } = loaded.parts;
  return (
    <Content
      {...props}
      ref={(node: HTMLDivElement | null) => {
        contentRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
    />
  );
}

/** One action; `asChild` with a router Link for navigation items. */
export function MenuItem(props: MenuItemProps) {
  const loaded = useContext(LoadedMenuContext);
  if (!loaded) return null;
  const { MenuItem: Item } = loaded.parts;
  return <Item {...props} />;
}

/** A toggle that keeps the menu open (a filter's values), with a check mark when on. */
export function MenuCheckboxItem(props: ComponentProps<MenuParts['MenuCheckboxItem']>) {
  const loaded = useContext(LoadedMenuContext);
  if (!loaded) return null;
  const { MenuCheckboxItem: Item } = loaded.parts;
  return <Item {...props} />;
}

export function MenuSeparator(props: ComponentProps<MenuParts['MenuSeparator']>) {
  const loaded = useContext(LoadedMenuContext);
  if (!loaded) return null;
  const { MenuSeparator: Separator } = loaded.parts;
  return <Separator {...props} />;
}

/** A heading inside the menu (not focusable): who is signed in, a group's name. */
export function MenuLabel(props: ComponentProps<MenuParts['MenuLabel']>) {
  const loaded = useContext(LoadedMenuContext);
  if (!loaded) return null;
  const { MenuLabel: Label } = loaded.parts;
  return <Label {...props} />;
}
