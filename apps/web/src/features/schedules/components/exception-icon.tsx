import { ArrowLeftRight, CalendarMinus, CalendarPlus, Plane, type LucideIcon } from 'lucide-react';
import type { ScheduleExceptionKind } from '@atiende/contracts';

/** Each exception kind has its own shape, so a day tells them apart without colour or words. */
export const EXCEPTION_ICONS: Record<ScheduleExceptionKind, LucideIcon> = {
  vacation: Plane,
  leave: CalendarMinus,
  swap: ArrowLeftRight,
  extra: CalendarPlus,
};
