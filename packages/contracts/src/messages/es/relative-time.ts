/**
 * "Hace 5 min"-style times (docs/product/ui.md#spanish-writing), worded exactly as the
 * es-PE `Intl.RelativeTimeFormat` with `numeric: 'auto'` and `style: 'short'` words them, so
 * that the list can say them without building that formatter (docs/performance.md, twelfth
 * pass). The web's tests compare the two.
 */
export const relativeTimeMessages = {
  now: 'ahora',
  yesterday: 'ayer',
  dayBeforeYesterday: 'anteayer',
  tomorrow: 'mañana',
  dayAfterTomorrow: 'pasado mañana',
  units: { minute: 'min', hour: 'h', day: 'días' },
  past: (amount: number, unit: string) => `hace ${amount} ${unit}`,
  future: (amount: number, unit: string) => `dentro de ${amount} ${unit}`,
};
