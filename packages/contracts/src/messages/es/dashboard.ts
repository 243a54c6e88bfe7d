/**
 * docs/dashboards.md: the dashboards' texts. Sections: `validation` and `errors` (the server),
 * `overview` (administrator and tech lead), `technician`, `client`, `wall` and `simple`
 * (/dashboard-test, /dashboard-simple), `common` (shared by every dashboard).
 */
export const dashboardMessages = {
  validation: {
    departmentInvalid: 'Elige un departamento válido.',
  },
  errors: {
    /** A tech lead asking for a department they do not lead. */
    departmentForbidden: 'Solo puedes ver los paneles de tus departamentos.',
    /** A role that has no such dashboard. */
    roleForbidden: 'Este panel no está disponible para tu rol.',
  },
} as const;
