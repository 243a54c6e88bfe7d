import { useRef, useState } from 'react';
import { Bot, MonitorSmartphone } from 'lucide-react';
import { helpMenuMessages, webAppMenuMessages, type Role } from '@atiende/contracts';
import { openFloatingChat, useFloatingChatAvailable } from '../../lib/floating-chat';
import { HelpMenu } from '../../features/help/components/help-menu';
import { WebAppDialogLauncher } from '../../features/pwa/components/web-app-dialog-launcher';

/**
 * The header's help menu with the items other features add: "Preguntar al asistente" opens the
 * floating chat through `openFloatingChat` (docs/product/help-and-pwa.md) — offered only while a
 * chat is mounted to hear it — and "Aplicación web" opens the web-app dialog. Features do not
 * import each other, so they meet here (docs/conventions.md#dependencies).
 */
export function HeaderHelpMenu({ role, buttonClassName }: { role: Role; buttonClassName: string }) {
  const [isWebAppOpen, setIsWebAppOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isChatAvailable = useFloatingChatAvailable();
  return (
    <>
      <HelpMenu
        role={role}
        buttonClassName={buttonClassName}
        triggerRef={triggerRef}
        items={[
          ...(isChatAvailable
            ? [
                {
                  id: 'assistant',
                  label: helpMenuMessages.askAssistant,
                  icon: Bot,
                  onSelect: () => openFloatingChat(),
                  // The chat's input takes focus (docs/assistant.md#chat).
                  takesFocus: true,
                },
              ]
            : []),
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
