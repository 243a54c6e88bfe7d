import { ADMIN } from './server';

export const PASSWORD = 'Equipo-E2E-Segura-2026';

/** One account per role; the administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD. */
export const ACCOUNTS = {
  ADMIN: { ...ADMIN, role: 'ADMIN' as const },
  TECH_LEAD: {
    name: 'Jorge Salazar',
    email: 'jorge.e2e@atiende.pe',
    password: PASSWORD,
    role: 'TECH_LEAD' as const,
  },
  TECHNICIAN: {
    name: 'Carlos Ruiz',
    email: 'carlos.e2e@atiende.pe',
    password: PASSWORD,
    role: 'TECHNICIAN' as const,
  },
  CLIENT: {
    name: 'Patricia Gómez',
    email: 'patricia.e2e@cevicheria.pe',
    password: PASSWORD,
    role: 'CLIENT' as const,
  },
};
