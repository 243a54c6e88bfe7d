import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { webAppMessages } from '@atiende/contracts';
import { Tabs } from '../../../components/ui/tabs';
import { CacheTab } from './cache-tab';
import { SettingsTab } from './settings-tab';
import { StatusTab } from './status-tab';

const text = webAppMessages;

/**
 * spec §2 web-app information dialog, tabs Estado, Cache and Configuración (docs/pwa.md):
 * whether Atiende is installed and works offline, what this browser stores, and the switches.
 */
export function WebAppDialog({
  isOpen,
  onOpenChange,
  returnFocusRef,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes back on close (the menu item that opened it is gone by then). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        {/* A fixed height from 640 px: switching tabs does not resize the dialog. */}
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-1rem)] max-w-xl sm:h-[36rem] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white text-sm shadow-lg sm:w-[calc(100vw-2rem)]"
        >
          <div className="p-4 pb-3 sm:p-6 sm:pb-4">
            <Dialog.Title className="pr-10 text-lg font-semibold text-ink">
              {text.title}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-muted">{text.description}</Dialog.Description>
          </div>
          <Tabs
            label={text.tabsLabel}
            className="flex min-h-0 flex-1 flex-col"
            panelClassName="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6"
            tabs={[
              { id: 'status', label: text.tabs.status, content: <StatusTab /> },
              { id: 'cache', label: text.tabs.cache, content: <CacheTab /> },
              { id: 'settings', label: text.tabs.settings, content: <SettingsTab /> },
            ]}
          />
          <Dialog.Close
            aria-label={text.close}
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 sm:top-4 sm:right-4"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
