import type { Role, TicketStatus } from '@atiende/contracts';

export const DEMO_PASSWORD = 'Atiende-Demo-2026';

/** Staff of a support team in Lima, and the people of the companies it serves. */
export type DemoUser = {
  name: string;
  email: string;
  role: Role;
  phone?: string;
  /** Técnicos: what they know, and how many open tickets they take at once. */
  specialties?: string[];
  maxOpenTickets?: number;
};

export const DEMO_USERS: DemoUser[] = [
  { name: 'Lucía Fernández', email: 'lucia.fernandez@atiende.pe', role: 'ADMIN' },
  { name: 'Jorge Salazar', email: 'jorge.salazar@atiende.pe', role: 'TECH_LEAD' },
  { name: 'Milagros Chávez', email: 'milagros.chavez@atiende.pe', role: 'TECH_LEAD' },
  { name: 'Verónica Alarcón', email: 'veronica.alarcon@atiende.pe', role: 'TECH_LEAD' },
  ...(
    [
      ['Carlos Ruiz', 'carlos.ruiz', ['POS', 'Impresoras']],
      ['Ana Torres', 'ana.torres', ['POS', 'Facturación']],
      ['Diego Huamán', 'diego.huaman', ['Redes', 'POS']],
      ['Rosa Quispe', 'rosa.quispe', ['Facturación', 'SUNAT']],
      ['Miguel Ángel Paredes', 'miguel.paredes', ['Redes', 'VPN', 'Cámaras']],
      ['Kevin Ramos', 'kevin.ramos', ['Correo', 'Microsoft 365', 'Accesos']],
      ['Fiorella Castillo', 'fiorella.castillo', ['ERP', 'Contabilidad']],
      ['Juan Carlos Inga', 'juancarlos.inga', ['ERP', 'Inventarios', 'Planillas']],
      ['Sofía Benavides', 'sofia.benavides', ['Accesos', 'Capacitación']],
      ['Edwin Condori', 'edwin.condori', ['Redes', 'Impresoras']],
    ] as const
  ).map(([name, user, specialties]) => ({
    name,
    email: `${user}@atiende.pe`,
    role: 'TECHNICIAN' as const,
    specialties: [...specialties],
    maxOpenTickets: 12,
  })),
];

/** The companies the demo clients work at (users.customer_id), with their people. */
export const DEMO_CUSTOMERS: Array<{
  name: string;
  email: string;
  phone: string;
  ruc: string;
  address: string;
  notes?: string;
  clients: Array<{ name: string; email: string; phone: string }>;
}> = [
  {
    name: 'El Ceviche del Puerto – Miraflores, Lima',
    email: 'administracion@elcevichedelpuerto.pe',
    phone: '+51 1 445 2301',
    ruc: '20601234571',
    address: 'Av. Malecón de la Reserva 610, Miraflores, Lima',
    notes: 'Cliente desde 2021. Almuerzos de alta demanda: priorizar la impresora de cocina.',
    clients: [
      {
        name: 'Patricia Gómez',
        email: 'patricia.gomez@elcevichedelpuerto.pe',
        phone: '987 654 321',
      },
      { name: 'Hugo Salinas', email: 'hugo.salinas@elcevichedelpuerto.pe', phone: '986 110 245' },
    ],
  },
  {
    name: 'Pollería El Rancho – Cayma, Arequipa',
    email: 'contacto@polleriaelrancho.pe',
    phone: '+51 54 27 3410',
    ruc: '20455871236',
    address: 'Av. Ejército 1012, Cayma, Arequipa',
    clients: [
      { name: 'Renato Vargas', email: 'renato.vargas@polleriaelrancho.pe', phone: '959 301 774' },
      {
        name: 'Giuliana Zevallos',
        email: 'giuliana.zevallos@polleriaelrancho.pe',
        phone: '958 442 019',
      },
    ],
  },
  {
    name: 'Cafetería Lima – Barranco, Lima',
    email: 'hola@cafeterialima.pe',
    phone: '+51 987 214 550',
    ruc: '20610987452',
    address: 'Jr. Colina 108, Barranco, Lima',
    clients: [
      { name: 'Julia Mendoza', email: 'julia.mendoza@cafeterialima.pe', phone: '987 214 550' },
    ],
  },
  {
    name: 'Chifa San Joaquín – San Miguel, Lima',
    email: 'gerencia@chifasanjoaquin.pe',
    phone: '+51 1 562 8874',
    ruc: '20512348890',
    address: 'Av. La Marina 2355, San Miguel, Lima',
    clients: [
      {
        name: 'Óscar Villanueva',
        email: 'oscar.villanueva@chifasanjoaquin.pe',
        phone: '991 562 887',
      },
      { name: 'Mei Ling Chang', email: 'meiling.chang@chifasanjoaquin.pe', phone: '992 008 131' },
    ],
  },
  {
    name: 'Panadería El Sol – Yanahuara, Arequipa',
    email: 'ventas@panaderiaelsol.pe',
    phone: '+51 958 330 127',
    ruc: '20498765412',
    address: 'Calle Jerusalén 401, Yanahuara, Arequipa',
    clients: [
      { name: 'Carmen Rojas', email: 'carmen.rojas@panaderiaelsol.pe', phone: '958 330 127' },
    ],
  },
  {
    name: 'Sanguchería Cusco – San Blas, Cusco',
    email: 'pedidos@sangucheriacusco.pe',
    phone: '+51 84 23 9015',
    ruc: '20527719034',
    address: 'Cuesta de San Blas 565, Cusco',
    clients: [
      { name: 'Luis Alberto Ccori', email: 'luis.ccori@sangucheriacusco.pe', phone: '984 239 015' },
    ],
  },
  {
    name: 'Café Qoricancha – Centro Histórico, Cusco',
    email: 'cafe@cafeqoricancha.pe',
    phone: '+51 974 118 662',
    ruc: '20600456781',
    address: 'Av. El Sol 340, Cusco',
    clients: [
      { name: 'Wilber Mamani', email: 'wilber.mamani@cafeqoricancha.pe', phone: '974 118 662' },
    ],
  },
  {
    name: 'Distribuidora Andina del Sur S.A.C.',
    email: 'sistemas@andinadelsur.pe',
    phone: '+51 54 38 2200',
    ruc: '20539876541',
    address: 'Parque Industrial Mz. C Lt. 12, Cerro Colorado, Arequipa',
    notes: 'Usa el ERP para inventarios y despachos en tres almacenes. VPN para vendedores.',
    clients: [
      { name: 'Raúl Chirinos', email: 'raul.chirinos@andinadelsur.pe', phone: '954 700 318' },
      {
        name: 'Katherine Delgado',
        email: 'katherine.delgado@andinadelsur.pe',
        phone: '954 881 062',
      },
      { name: 'Pedro Apaza', email: 'pedro.apaza@andinadelsur.pe', phone: '951 220 473' },
    ],
  },
  {
    name: 'Clínica Santa Rosa de Lima S.A.',
    email: 'ti@clinicasantarosa.pe',
    phone: '+51 1 618 4400',
    ruc: '20100457893',
    address: 'Av. Javier Prado Este 1450, San Isidro, Lima',
    notes: 'Admisión atiende 24 horas: incidencias de impresoras y accesos son urgentes.',
    clients: [
      {
        name: 'Dra. Claudia Morales',
        email: 'claudia.morales@clinicasantarosa.pe',
        phone: '998 412 730',
      },
      { name: 'Jhonatan Pérez', email: 'jhonatan.perez@clinicasantarosa.pe', phone: '997 305 611' },
    ],
  },
  {
    name: 'Transportes Huallaga E.I.R.L.',
    email: 'administracion@transporteshuallaga.pe',
    phone: '+51 62 51 2277',
    ruc: '20487123659',
    address: 'Jr. Huánuco 845, Huánuco',
    clients: [
      {
        name: 'Marco Antonio Ríos',
        email: 'marco.rios@transporteshuallaga.pe',
        phone: '962 512 277',
      },
      {
        name: 'Yessenia Tarazona',
        email: 'yessenia.tarazona@transporteshuallaga.pe',
        phone: '962 884 190',
      },
    ],
  },
  {
    name: 'Ferretería El Constructor – Trujillo',
    email: 'ventas@ferreteriaelconstructor.pe',
    phone: '+51 44 29 6610',
    ruc: '20481236547',
    address: 'Av. América Norte 1820, Trujillo',
    clients: [
      {
        name: 'Segundo Llontop',
        email: 'segundo.llontop@ferreteriaelconstructor.pe',
        phone: '944 296 610',
      },
    ],
  },
  {
    name: 'Estudio Contable Paredes & Asociados',
    email: 'contacto@paredesasociados.pe',
    phone: '+51 1 422 9087',
    ruc: '20547896321',
    address: 'Calle Las Begonias 475, of. 602, San Isidro, Lima',
    notes: 'Emiten comprobantes por varios clientes: cuidado con los certificados digitales.',
    clients: [
      { name: 'Elena Paredes', email: 'elena.paredes@paredesasociados.pe', phone: '999 422 908' },
      {
        name: 'Franco Cárdenas',
        email: 'franco.cardenas@paredesasociados.pe',
        phone: '999 108 556',
      },
    ],
  },
];

/** Every demo client, as a user of role CLIENT. */
export const DEMO_CLIENTS: DemoUser[] = DEMO_CUSTOMERS.flatMap((customer) =>
  customer.clients.map((client) => ({ ...client, role: 'CLIENT' as const })),
);

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
    memberEmails: [
      'carlos.ruiz@atiende.pe',
      'ana.torres@atiende.pe',
      'diego.huaman@atiende.pe',
      'edwin.condori@atiende.pe',
    ],
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
    memberEmails: [
      'rosa.quispe@atiende.pe',
      'ana.torres@atiende.pe',
      'fiorella.castillo@atiende.pe',
    ],
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
    memberEmails: [
      'miguel.paredes@atiende.pe',
      'diego.huaman@atiende.pe',
      'edwin.condori@atiende.pe',
    ],
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
    memberEmails: ['rosa.quispe@atiende.pe', 'sofia.benavides@atiende.pe'],
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
  {
    name: 'Accesos y Correo',
    description: 'Cuentas, contraseñas, correo corporativo y Microsoft 365.',
    leadEmail: 'veronica.alarcon@atiende.pe',
    memberEmails: ['kevin.ramos@atiende.pe', 'sofia.benavides@atiende.pe'],
    statuses: [
      WAITING_FOR_CLIENT,
      { name: 'Esperando aprobación del jefe', baseStatus: 'EN_PROGRESO', pausesSla: true },
    ],
    products: [
      { name: 'Licencia Microsoft 365 Business', description: 'Por usuario, mensual', price: 45 },
      { name: 'Buzón de correo adicional', description: 'Dominio propio, 50 GB', price: 18 },
    ],
  },
  {
    name: 'ERP y Aplicaciones',
    description: 'ERP de ventas, inventarios, contabilidad y planillas.',
    leadEmail: 'veronica.alarcon@atiende.pe',
    memberEmails: [
      'fiorella.castillo@atiende.pe',
      'juancarlos.inga@atiende.pe',
      'kevin.ramos@atiende.pe',
    ],
    statuses: [
      { name: 'En revisión por desarrollo', baseStatus: 'ESCALADO', notifiesLead: true },
      WAITING_FOR_CLIENT,
    ],
    products: [
      { name: 'Módulo de inventarios', description: 'Kardex valorizado y almacenes', price: 890 },
      { name: 'Módulo de planillas', description: 'PLAME y boletas de pago', price: 650 },
      { name: 'Hora de soporte funcional', description: 'Remota', price: 95 },
    ],
  },
];
