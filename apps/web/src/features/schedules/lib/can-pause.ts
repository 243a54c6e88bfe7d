import type { Role } from '@atiende/contracts';

/** Técnicos and líderes técnicos record their breaks and lunch (docs/schedules.md#pantallas). */
export function canPause(role: Role): boolean {
  return role === 'TECHNICIAN' || role === 'TECH_LEAD';
}
