/** Shared classes of the import wizard's fields and panels. */
export const fieldClasses =
  'min-h-10 w-full rounded-md border border-line-strong bg-white px-2 text-sm text-ink';
export const labelClasses = 'mb-1 block text-sm font-medium text-ink';
export const panelClasses = 'space-y-4 rounded-lg border border-line bg-white p-4 shadow-sm md:p-6';
export const stepHeadingClasses = 'text-lg font-semibold text-ink outline-none';
