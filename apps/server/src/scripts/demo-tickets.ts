import type { TicketPriority } from '@atiende/contracts';

type Step =
  | { by: string; reply: string; internal?: boolean }
  | { by: string; assignTo: string }
  | {
      by: string;
      status: 'EN_PROGRESO' | 'ESCALADO' | 'RESUELTO' | 'CERRADO';
      resolution?: string;
    };

/** A week of a restaurant help desk: tickets with their conversations, run through the real rules. */
export const DEMO_TICKETS: Array<{
  client: string;
  department: string;
  priority: TicketPriority;
  title: string;
  description: string;
  steps: Step[];
}> = [
  {
    client: 'patricia.gomez@elcevichedelpuerto.pe',
    department: 'Soporte de Sistemas POS',
    priority: 'URGENTE',
    title: 'La impresora de comandas de cocina no imprime',
    description:
      'Desde la apertura la impresora térmica de cocina no saca las comandas. Los mozos están anotando a mano y el almuerzo empieza en una hora.',
    steps: [
      { by: 'carlos.ruiz@atiende.pe', assignTo: 'carlos.ruiz@atiende.pe' },
      { by: 'carlos.ruiz@atiende.pe', status: 'EN_PROGRESO' },
      {
        by: 'carlos.ruiz@atiende.pe',
        reply:
          'Hola, Patricia. ¿Puedes apagar la impresora 30 segundos y revisar que el cable de red esté bien conectado? Te llamo en 5 minutos.',
      },
      {
        by: 'carlos.ruiz@atiende.pe',
        reply:
          'La IP de la impresora cambió tras el corte de luz. Revisar reserva DHCP en el router del local.',
        internal: true,
      },
      {
        by: 'patricia.gomez@elcevichedelpuerto.pe',
        reply: 'Ya la reiniciamos y sigue igual. La luz de red parpadea en naranja.',
      },
    ],
  },
  {
    client: 'renato.vargas@polleriaelrancho.pe',
    department: 'Facturación Electrónica',
    priority: 'ALTA',
    title: 'Boletas rechazadas por SUNAT desde ayer',
    description:
      'Todas las boletas electrónicas emitidas desde ayer a las 18:00 aparecen como rechazadas. El código de error es 2800.',
    steps: [
      { by: 'milagros.chavez@atiende.pe', assignTo: 'rosa.quispe@atiende.pe' },
      { by: 'rosa.quispe@atiende.pe', status: 'ESCALADO' },
      {
        by: 'rosa.quispe@atiende.pe',
        reply:
          'El certificado digital venció ayer. Se necesita renovar con el proveedor; lo escalo.',
        internal: true,
      },
      {
        by: 'rosa.quispe@atiende.pe',
        reply:
          'Renato, encontramos la causa: el certificado digital de tu empresa venció. Estamos gestionando la renovación y te avisamos hoy.',
      },
    ],
  },
  {
    client: 'julia.mendoza@cafeterialima.pe',
    department: 'Redes e Infraestructura',
    priority: 'MEDIA',
    title: 'El wifi de clientes se cae en las tardes',
    description:
      'Entre las 4 y las 7 de la tarde los clientes no pueden conectarse al wifi. El de la caja sí funciona.',
    steps: [
      { by: 'miguel.paredes@atiende.pe', assignTo: 'miguel.paredes@atiende.pe' },
      {
        by: 'miguel.paredes@atiende.pe',
        reply:
          'Julia, el punto de acceso de clientes acepta solo 30 conexiones. Lo ampliamos a 80 esta noche.',
      },
      {
        by: 'miguel.paredes@atiende.pe',
        status: 'RESUELTO',
        resolution:
          'Se amplió el límite de clientes del punto de acceso y se separó la banda de 5 GHz.',
      },
    ],
  },
  {
    client: 'oscar.villanueva@chifasanjoaquin.pe',
    department: 'Soporte de Sistemas POS',
    priority: 'BAJA',
    title: 'Agregar un nuevo plato a la carta del sistema',
    description:
      '¿Cómo agrego el "Chaufa amazónico" con su precio al sistema de caja? No encuentro la opción.',
    steps: [
      { by: 'ana.torres@atiende.pe', assignTo: 'ana.torres@atiende.pe' },
      {
        by: 'ana.torres@atiende.pe',
        reply:
          'Óscar, entra a Carta → Productos → Nuevo. Te dejo una guía paso a paso en el siguiente mensaje.',
      },
      {
        by: 'ana.torres@atiende.pe',
        status: 'RESUELTO',
        resolution: 'Se explicó cómo crear productos en la carta.',
      },
      { by: 'oscar.villanueva@chifasanjoaquin.pe', status: 'CERRADO' },
    ],
  },
  {
    client: 'carmen.rojas@panaderiaelsol.pe',
    department: 'Capacitación',
    priority: 'MEDIA',
    title: 'Capacitación para dos cajeras nuevas',
    description:
      'Entraron dos cajeras nuevas el lunes. Necesitamos una capacitación del sistema de caja, de preferencia en la mañana.',
    steps: [],
  },
  {
    client: 'luis.ccori@sangucheriacusco.pe',
    department: 'Soporte de Sistemas POS',
    priority: 'ALTA',
    title: 'El cajón monedero no se abre al cobrar',
    description:
      'Al terminar una venta en efectivo el cajón ya no se abre solo. Tenemos que abrirlo con llave.',
    steps: [{ by: 'diego.huaman@atiende.pe', assignTo: 'diego.huaman@atiende.pe' }],
  },
  {
    client: 'wilber.mamani@cafeqoricancha.pe',
    department: 'Facturación Electrónica',
    priority: 'MEDIA',
    title: 'Emitir factura a un cliente extranjero',
    description: 'Un turista nos pide factura con su pasaporte. ¿Cómo la emito desde el sistema?',
    steps: [],
  },
];
