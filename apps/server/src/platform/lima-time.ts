// Dates as people in Peru read them: America/Lima, dd/mm/yyyy, 24-hour clock.

const limaDateTime = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The date's parts in America/Lima by type, read from parts to drop the locale's comma. */
function limaParts(value: string | Date): Record<string, string> {
  return Object.fromEntries(
    limaDateTime.formatToParts(new Date(value)).map((part) => [part.type, part.value]),
  );
}

/** dd/mm/yyyy hh:mm:ss in America/Lima (docs/product/ui.md#spanish-writing). */
export function formatLimaDateTime(value: string | Date): string {
  const parts = limaParts(value);
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** dd/mm/yyyy hh:mm in America/Lima (docs/conventions.md#api). */
export function formatLimaMinute(value: string | Date): string {
  const parts = limaParts(value);
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

export function limaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(now);
}
