import { lazy, Suspense, useState, type Ref } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CircleHelp, MessagesSquare, type LucideIcon } from 'lucide-react';
import { helpMenuMessages, type Role } from '@atiende/contracts';

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
}

const itemClasses =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-ink outline-none select-none data-[highlighted]:bg-surface-2';

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
  const openFaq = () => {
    setHasOpened(true);
    setIsFaqOpen(true);
  };
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          aria-label={helpMenuMessages.trigger}
          className={buttonClassName}
        >
          <CircleHelp aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={itemClasses} onSelect={openFaq}>
            <MessagesSquare aria-hidden="true" className="size-4 text-muted" />
            {helpMenuMessages.faq}
          </DropdownMenu.Item>
          {items.map(({ id, label, icon: Icon, onSelect }) => (
            <DropdownMenu.Item key={id} className={itemClasses} onSelect={onSelect}>
              <Icon aria-hidden="true" className="size-4 text-muted" />
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {hasOpened ? (
        <Suspense fallback={null}>
          <FaqDialog role={role} isOpen={isFaqOpen} onOpenChange={setIsFaqOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
