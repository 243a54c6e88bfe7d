/** The one period vocabulary (docs/conventions.md, "Periods"): labels and validation texts. */
export const periodMessages = {
  labels: {
    today: 'Hoy',
    '7d': 'Últimos 7 días',
    '30d': 'Últimos 30 días',
    '90d': 'Últimos 90 días',
    month: 'Este mes',
    quarter: 'Este trimestre',
    year: 'Este año',
    custom: 'Personalizado',
  },
  validation: {
    periodInvalid:
      'El periodo no es válido. Usa today, 7d, 30d, 90d, month, quarter, year o custom (con from y to)',
    dateInvalid: 'La fecha no es válida. Usa el formato AAAA-MM-DD',
    customNeedsDates: 'Con el periodo custom indica from y to (AAAA-MM-DD)',
    datesNeedCustom: 'from y to solo se usan con period=custom',
    fromAfterTo: 'La fecha inicial no puede ser posterior a la final',
    spanTooLong: (days: number) => `El rango puede abarcar hasta ${days} días`,
  },
} as const;
