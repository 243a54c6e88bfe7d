import type { RefObject } from 'react';
import { webAppMessages } from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import { CacheTab } from './cache-tab';
import { SettingsTab } from './settings-tab';
import { StatusTab } from './status-tab';

const text = webAppMessages;

export interface WebAppDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes back on close (the menu item that opened it is gone by then). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * docs/product/help-and-pwa.md web-app information dialog, tabs Estado, Cache and Configuración
 * (docs/pwa.md): whether Atiende is installed and works offline, what this browser stores, and the
 * switches.
 */
export function WebAppDialog({ isOpen, onOpenChange, returnFocusRef }: WebAppDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
      closeLabel={text.close}
      returnFocusRef={returnFocusRef}
      scroll="children"
      // A fixed height from 640 px: switching tabs does not resize the dialog.
      size="xl"
      className="sm:h-[36rem]"
    >
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
    </Dialog>
  );
}
