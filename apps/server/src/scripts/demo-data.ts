import type { Role } from '@atiende/contracts';

export const DEMO_PASSWORD = 'Atiende-Demo-2026';

/** A support team in Lima and the staff of the restaurants it serves. */
export const DEMO_USERS: Array<{ name: string; email: string; role: Role }> = [
  { name: 'Lucía Fernández', email: 'lucia.fernandez@atiende.pe', role: 'ADMIN' },
  { name: 'Jorge Salazar', email: 'jorge.salazar@atiende.pe', role: 'TECH_LEAD' },
  { name: 'Milagros Chávez', email: 'milagros.chavez@atiende.pe', role: 'TECH_LEAD' },
  { name: 'Carlos Ruiz', email: 'carlos.ruiz@atiende.pe', role: 'TECHNICIAN' },
  { name: 'Ana Torres', email: 'ana.torres@atiende.pe', role: 'TECHNICIAN' },
  { name: 'Diego Huamán', email: 'diego.huaman@atiende.pe', role: 'TECHNICIAN' },
  { name: 'Rosa Quispe', email: 'rosa.quispe@atiende.pe', role: 'TECHNICIAN' },
  { name: 'Miguel Ángel Paredes', email: 'miguel.paredes@atiende.pe', role: 'TECHNICIAN' },
  { name: 'Patricia Gómez', email: 'patricia.gomez@elcevichedelpuerto.pe', role: 'CLIENT' },
  { name: 'Renato Vargas', email: 'renato.vargas@polleriaelrancho.pe', role: 'CLIENT' },
  { name: 'Julia Mendoza', email: 'julia.mendoza@cafeterialima.pe', role: 'CLIENT' },
  { name: 'Óscar Villanueva', email: 'oscar.villanueva@chifasanjoaquin.pe', role: 'CLIENT' },
  { name: 'Carmen Rojas', email: 'carmen.rojas@panaderiaelsol.pe', role: 'CLIENT' },
  { name: 'Luis Alberto Ccori', email: 'luis.ccori@sangucheriacusco.pe', role: 'CLIENT' },
];
