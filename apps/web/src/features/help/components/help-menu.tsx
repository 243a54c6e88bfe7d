import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { CircleHelp, MessagesSquare, type LucideIcon } from 'lucide-react';
import { helpMenuMessages, type Role } from '@atiende/contracts';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';

// The dialog and its texts load when someone first asks for help, not with every page.
const FaqDialog = lazy(() =>
  import('./faq-dialog').then((module) => ({ default: module.FaqDialog })),
);

/**
 * An item another feature adds to the menu, composed in src/app (docs/conventions.md#dependencies).
 */
export interface HelpMenuItem {
  id: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /**
   * The item moves focus somewhere of its own (the assistant's input): the closing menu then does
   * not give focus back to its button, which would take it from there.
   */
  takesFocus?: boolean;
}

/**
 * docs/product/help-and-pwa.md header help menu: the FAQ of the signed-in role, then the items the
 * app adds (the assistant, the web-app dialog; see app/layout/header-help-menu.tsx).
 */
export function HelpMenu({
  role,
  buttonClassName,
  items = [],
  triggerRef,
}: {
  role: Role;
  buttonClassName: string;
  items?: readonly HelpMenuItem[];
  /** Lets a dialog opened from an item give focus back to the menu button when it closes. */
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const [isFaqOpen, setIsFaqOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const isFocusTaken = useRef(false);
  const openFaq = () => {
    setHasOpened(true);
    setIsFaqOpen(true);
  };
  return (
    <>
      <Menu>
        <MenuTrigger
          ref={triggerRef}
          aria-label={helpMenuMessages.trigger}
          className={buttonClassName}
        >
          <CircleHelp aria-hidden="true" className="size-5" />
        </MenuTrigger>
        <MenuContent
          align="end"
          sideOffset={8}
          className="min-w-56"
          onCloseAutoFocus={(event) => {
            if (!isFocusTaken.current) return;
            isFocusTaken.current = false;
            event.preventDefault();
          }}
        >
          <MenuItem onSelect={openFaq}>
            <MessagesSquare aria-hidden="true" className="size-4 text-muted" />
            {helpMenuMessages.faq}
          </MenuItem>
          {items.map(({ id, label, icon: Icon, onSelect, takesFocus }) => (
            <MenuItem
              key={id}
              onSelect={() => {
                isFocusTaken.current = takesFocus === true;
                onSelect();
              }}
            >
              <Icon aria-hidden="true" className="size-4 text-muted" />
              {label}
            </MenuItem>
          ))}
        </MenuContent>
      </Menu>
      {hasOpened ? (
        <Suspense fallback={null}>
          <FaqDialog role={role} isOpen={isFaqOpen} onOpenChange={setIsFaqOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
