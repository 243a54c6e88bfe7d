import { useRef, useState } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { webAppMenuMessages, type Role } from '@atiende/contracts';
import { HelpMenu } from '../../features/help/components/help-menu';
import { WebAppDialogLauncher } from '../../features/pwa/components/web-app-dialog-launcher';

/**
 * The header's help menu with the items other features add: "Aplicación web" opens the web-app
 * dialog (spec §2). Features do not import each other, so they meet here (STYLE rule 1).
 */
export function HeaderHelpMenu({ role, buttonClassName }: { role: Role; buttonClassName: string }) {
  const [isWebAppOpen, setIsWebAppOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <HelpMenu
        role={role}
        buttonClassName={buttonClassName}
        triggerRef={triggerRef}
        items={[
          {
            id: 'web-app',
            label: webAppMenuMessages.item,
            icon: MonitorSmartphone,
            onSelect: () => setIsWebAppOpen(true),
          },
        ]}
      />
      <WebAppDialogLauncher
        isOpen={isWebAppOpen}
        onOpenChange={setIsWebAppOpen}
        returnFocusRef={triggerRef}
      />
    </>
  );
}
