import type { Role, TicketStatus } from '@atiende/contracts';

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
  { name: 'Wilber Mamani', email: 'wilber.mamani@cafeqoricancha.pe', role: 'CLIENT' },
];

/** The restaurants and cafeterías the demo clients work at (users.customer_id). */
export const DEMO_CUSTOMERS: Array<{
  name: string;
  email: string;
  phone: string;
  clientEmails: string[];
}> = [
  {
    name: 'El Ceviche del Puerto – Miraflores, Lima',
    email: 'administracion@elcevichedelpuerto.pe',
    phone: '+51 1 445 2301',
    clientEmails: ['patricia.gomez@elcevichedelpuerto.pe'],
  },
  {
    name: 'Pollería El Rancho – Cayma, Arequipa',
    email: 'contacto@polleriaelrancho.pe',
    phone: '+51 54 27 3410',
    clientEmails: ['renato.vargas@polleriaelrancho.pe'],
  },
  {
    name: 'Cafetería Lima – Barranco, Lima',
    email: 'hola@cafeterialima.pe',
    phone: '+51 987 214 550',
    clientEmails: ['julia.mendoza@cafeterialima.pe'],
  },
  {
    name: 'Chifa San Joaquín – San Miguel, Lima',
    email: 'gerencia@chifasanjoaquin.pe',
    phone: '+51 1 562 8874',
    clientEmails: ['oscar.villanueva@chifasanjoaquin.pe'],
  },
  {
    name: 'Panadería El Sol – Yanahuara, Arequipa',
    email: 'ventas@panaderiaelsol.pe',
    phone: '+51 958 330 127',
    clientEmails: ['carmen.rojas@panaderiaelsol.pe'],
  },
  {
    name: 'Sanguchería Cusco – San Blas, Cusco',
    email: 'pedidos@sangucheriacusco.pe',
    phone: '+51 84 23 9015',
    clientEmails: ['luis.ccori@sangucheriacusco.pe'],
  },
  {
    name: 'Café Qoricancha – Centro Histórico, Cusco',
    email: 'cafe@cafeqoricancha.pe',
    phone: '+51 974 118 662',
    clientEmails: ['wilber.mamani@cafeqoricancha.pe'],
  },
];

type DemoStatus = {
  name: string;
  baseStatus: TicketStatus;
  pausesSla?: boolean;
  requiresResolutionNote?: boolean;
  notifiesLead?: boolean;
};

const WAITING_FOR_CLIENT: DemoStatus = {
  name: 'Esperando al cliente',
  baseStatus: 'EN_PROGRESO',
  pausesSla: true,
};

/** Departments with their lead, team, custom statuses and products (prices in soles). */
export const DEMO_DEPARTMENTS: Array<{
  name: string;
  description: string;
  leadEmail: string;
  memberEmails: string[];
  statuses: DemoStatus[];
  products: Array<{ name: string; description: string; price: number }>;
}> = [
  {
    name: 'Soporte de Sistemas POS',
    description: 'Terminales, impresoras de comandas y el sistema de caja de los locales.',
    leadEmail: 'jorge.salazar@atiende.pe',
    memberEmails: ['carlos.ruiz@atiende.pe', 'ana.torres@atiende.pe', 'diego.huaman@atiende.pe'],
    statuses: [
      WAITING_FOR_CLIENT,
      { name: 'Visita técnica programada', baseStatus: 'EN_PROGRESO' },
      { name: 'Esperando repuesto', baseStatus: 'EN_PROGRESO', pausesSla: true },
    ],
    products: [
      {
        name: 'Terminal POS táctil 15"',
        description: 'Equipo de caja con lector de tarjetas',
        price: 2450,
      },
      {
        name: 'Impresora térmica 80 mm',
        description: 'Boletas y comandas de cocina',
        price: 389.9,
      },
      { name: 'Cajón monedero', description: 'Metálico, apertura por impresora', price: 165 },
      {
        name: 'Licencia POS Restaurante (anual)',
        description: 'Mesas, comandas y delivery',
        price: 1200,
      },
      { name: 'Visita técnica en local', description: 'Lima Metropolitana', price: 120 },
    ],
  },
  {
    name: 'Facturación Electrónica',
    description: 'Boletas, facturas y notas de crédito ante SUNAT.',
    leadEmail: 'milagros.chavez@atiende.pe',
    memberEmails: ['rosa.quispe@atiende.pe', 'ana.torres@atiende.pe'],
    statuses: [
      WAITING_FOR_CLIENT,
      { name: 'Observado por SUNAT', baseStatus: 'ESCALADO', notifiesLead: true },
    ],
    products: [
      {
        name: 'Plan Facturador 300',
        description: 'Hasta 300 comprobantes al mes',
        price: 59,
      },
      { name: 'Plan Facturador Ilimitado', description: 'Comprobantes sin límite', price: 129 },
      { name: 'Certificado digital', description: 'Vigencia de un año', price: 250 },
    ],
  },
  {
    name: 'Redes e Infraestructura',
    description: 'Internet, Wi-Fi, cableado y cámaras de los locales.',
    leadEmail: 'jorge.salazar@atiende.pe',
    memberEmails: ['miguel.paredes@atiende.pe', 'diego.huaman@atiende.pe'],
    statuses: [
      { name: 'Esperando al proveedor de internet', baseStatus: 'EN_PROGRESO', pausesSla: true },
    ],
    products: [
      {
        name: 'Router Wi-Fi empresarial',
        description: 'Doble banda, red de invitados',
        price: 480,
      },
      { name: 'Cableado estructurado', description: 'Por punto de red, categoría 6', price: 85 },
      { name: 'Kit de 4 cámaras IP', description: 'Instalación incluida', price: 1350 },
    ],
  },
  {
    name: 'Capacitación',
    description: 'Capacitación del personal de caja, mozos y administración.',
    leadEmail: 'milagros.chavez@atiende.pe',
    memberEmails: ['rosa.quispe@atiende.pe', 'miguel.paredes@atiende.pe'],
    statuses: [
      { name: 'Capacitación agendada', baseStatus: 'EN_PROGRESO' },
      {
        name: 'Capacitación dictada',
        baseStatus: 'RESUELTO',
        requiresResolutionNote: true,
      },
    ],
    products: [
      { name: 'Capacitación de cajeros', description: 'Dos horas, en el local', price: 150 },
      {
        name: 'Capacitación remota de facturación',
        description: 'Una hora, por videollamada',
        price: 90,
      },
    ],
  },
];
