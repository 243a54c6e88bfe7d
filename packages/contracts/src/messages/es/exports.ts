/** The "Exportar: Excel · CSV" buttons every exportable list shares (docs/exports.md). */
export const exportButtonMessages = {
  group: 'Exportar',
  formats: {
    xlsx: { short: 'Excel', long: 'Exportar a Excel (.xlsx)' },
    csv: { short: 'CSV', long: 'Exportar a CSV (.csv)' },
  },
  exporting: 'Exportando…',
  done: 'Archivo exportado',
  failed: 'No se pudo exportar. Intenta de nuevo.',
} as const;
