import { CircleCheck, CircleMinus } from 'lucide-react';
import { customerMessages } from '@atiende/contracts';

/** Activo / Inactivo: text and icon, never colour alone (UX.md §1.4). */
export function CustomerStatusBadge({ isActive }: { isActive: boolean }) {
  const Icon = isActive ? CircleCheck : CircleMinus;
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-sm px-1.5 py-0.5 text-xs font-medium ${
        isActive ? 'bg-[#DCFCE7] text-[#166534]' : 'bg-surface-2 text-[#334155]'
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {isActive ? customerMessages.page.active : customerMessages.page.inactive}
    </span>
  );
}
