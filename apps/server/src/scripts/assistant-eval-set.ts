/**
 * The assistant's evaluation set (docs/assistant.md#evaluation): questions as clients write them
 * — typos, no accents, voseo and ustedeo, Peruvian words — each with the demo article that
 * answers it (`DEMO_ARTICLES[].key`), and questions no article answers (`expected: null`).
 * Written from what clients ask, not from the articles' wording; `npm run eval:assistant` runs it.
 */
export type EvalQuestion = { question: string; expected: string | null };

export const ASSISTANT_EVAL_SET: EvalQuestion[] = [
  // Tickets
  { question: 'como hago para abrir un ticket?', expected: 'crear-ticket' },
  {
    question: 'kiero reportar un problema con mi caja donde lo registro',
    expected: 'crear-ticket',
  },
  { question: 'Buenas, ¿dónde puedo levantar una incidencia?', expected: 'crear-ticket' },
  { question: 'no tengo cuenta, igual puedo pedir soporte?', expected: 'crear-ticket' },
  { question: 'como le mando una foto del error al tecnico', expected: 'adjuntar-archivos' },
  { question: 'cuanto pesa maximo un archivo adjunto', expected: 'adjuntar-archivos' },
  { question: 'que significa que mi ticket esta escalado', expected: 'estados-ticket' },
  { question: 'mi tiket dice pendiente hace rato, que quiere decir', expected: 'estados-ticket' },
  { question: 'Qué diferencia hay entre resuelto y cerrado?', expected: 'estados-ticket' },
  { question: 'dónde veo en qué va mi caso', expected: 'seguir-ticket' },
  { question: 'no me llegan avisos cuando el tecnico responde', expected: 'seguir-ticket' },
  { question: 'como respondo al tecnico que me escribio', expected: 'seguir-ticket' },
  {
    question: 'me marcaron el ticket como resuelto pero sigue fallando, que hago',
    expected: 'confirmar-solucion',
  },
  { question: 'como cierro mi ticket si ya quedo', expected: 'confirmar-solucion' },
  { question: 'quiero calificar la atencion del tecnico', expected: 'confirmar-solucion' },
  { question: 'mi ticket ya esta cerrado y volvio el problema', expected: 'confirmar-solucion' },
  {
    question: 'que prioridad le pongo si no puedo cobrar en ninguna caja',
    expected: 'prioridades',
  },
  { question: 'en que horario atienden ustedes?', expected: 'prioridades' },
  // Account
  { question: 'me olvide la contraseña', expected: 'restablecer-contrasena' },
  { question: 'olvide mi clave como la recupero', expected: 'restablecer-contrasena' },
  {
    question: 'no me llega el correo para restablecer la contrasenia',
    expected: 'restablecer-contrasena',
  },
  { question: 'el link para cambiar la clave ya vencio', expected: 'restablecer-contrasena' },
  {
    question: 'quiero cambiar mi contraseña, la sé pero quiero otra',
    expected: 'cambiar-contrasena',
  },
  {
    question: 'deje mi sesion abierta en una compu de la tienda como la cierro',
    expected: 'cambiar-contrasena',
  },
  { question: 'como cambio el correo de mi cuenta', expected: 'cambiar-contrasena' },
  { question: 'me sale usuario bloqueado', expected: 'usuario-bloqueado' },
  {
    question: 'no puedo entrar al sistema, dice que mi cuenta esta desactivada',
    expected: 'usuario-bloqueado',
  },
  {
    question: 'Intenté entrar varias veces y ahora no me deja, ¿qué hago?',
    expected: 'usuario-bloqueado',
  },
  { question: 'entro una cajera nueva, como le creo su usuario', expected: 'alta-baja-usuarios' },
  {
    question: 'un trabajador renuncio, hay que quitarle el acceso',
    expected: 'alta-baja-usuarios',
  },
  // POS
  { question: 'no salen las comandas en la cocina', expected: 'impresora-comandas' },
  { question: 'la ticketera no imprime las boletas', expected: 'impresora-comandas' },
  { question: 'la impresora termica parpadea en rojo', expected: 'impresora-comandas' },
  { question: 'el cajon de la plata no se abre cuando cobro', expected: 'cajon-monedero' },
  { question: 'gaveta de dinero trabada en la caja 2', expected: 'cajon-monedero' },
  { question: 'el sistema de caja esta lentisimo en hora punta', expected: 'pos-lento' },
  { question: 'se congela el pos cuando cierro la cuenta de una mesa', expected: 'pos-lento' },
  { question: 'la maquina de la caja se reinicia sola', expected: 'pos-lento' },
  { question: 'como agrego un plato nuevo a la carta', expected: 'carta-precios' },
  { question: 'quiero subir los precios del menu', expected: 'carta-precios' },
  { question: 'las tablets de los mozos no muestran el producto nuevo', expected: 'carta-precios' },
  { question: 'el datafono rechaza todas las tarjetas', expected: 'pos-tarjetas' },
  { question: 'el pos de niubiz dice sin conexion', expected: 'pos-tarjetas' },
  // Electronic invoicing
  { question: 'sunat me rechaza las boletas desde ayer', expected: 'sunat-rechazo' },
  { question: 'me sale error 2800 al enviar la factura', expected: 'sunat-rechazo' },
  { question: 'se vencio el certificado digital?', expected: 'sunat-rechazo' },
  { question: 'como anulo una factura que emiti mal', expected: 'anular-factura' },
  { question: 'necesito sacar una nota de credito', expected: 'anular-factura' },
  { question: 'puse mal el ruc en la factura, como la corrijo', expected: 'anular-factura' },
  { question: 'como le hago boleta a un turista con pasaporte', expected: 'factura-extranjero' },
  { question: 'necesito emitir una factura de exportacion', expected: 'factura-extranjero' },
  {
    question: 'ya no me deja emitir, dice que se acabaron los comprobantes',
    expected: 'plan-comprobantes',
  },
  { question: 'quiero pasarme al plan ilimitado de facturacion', expected: 'plan-comprobantes' },
  { question: 'el resumen diario de boletas sigue pendiente', expected: 'resumen-diario' },
  // Networks
  { question: 'no hay internet en el local', expected: 'internet-wifi' },
  { question: 'el wifi de los clientes se cae en las tardes', expected: 'internet-wifi' },
  { question: 'el internet esta bien lento, que reviso?', expected: 'internet-wifi' },
  { question: 'no puedo conectarme a la vpn desde mi casa', expected: 'vpn' },
  { question: 'la vpn se me desconecta a cada rato', expected: 'vpn' },
  { question: 'una camara no graba', expected: 'camaras' },
  { question: 'la camara del almacen aparece sin imagen en el grabador', expected: 'camaras' },
  { question: 'necesito un punto de red para una caja nueva', expected: 'punto-red' },
  { question: 'cuanto cuesta instalar cableado de red', expected: 'punto-red' },
  // Mail
  { question: 'no me llegan los correos de los clientes', expected: 'correo-spam' },
  { question: 'mi buzon esta lleno', expected: 'correo-spam' },
  { question: 'me llego un correo raro pidiendo mi clave', expected: 'phishing' },
  { question: 'creo que hice click en un link de phishing', expected: 'phishing' },
  { question: 'como pongo el correo de la empresa en mi celular', expected: 'correo-celular' },
  { question: 'el correo no sincroniza en el cel', expected: 'correo-celular' },
  // ERP
  { question: 'el kardex no cuadra con lo que hay en el almacen', expected: 'inventario-kardex' },
  { question: 'me sale stock negativo en el erp', expected: 'inventario-kardex' },
  { question: 'no se genera el plame', expected: 'planilla' },
  { question: 'las boletas de pago salen con descuentos mal', expected: 'planilla' },
  { question: 'el reporte de ventas no muestra todo el mes', expected: 'reporte-ventas' },
  { question: 'da error al exportar las ventas a excel', expected: 'reporte-ventas' },
  { question: 'quiero una capacitacion para mis cajeras nuevas', expected: 'capacitacion' },
  { question: 'ustedes dan capacitación del sistema a los mozos?', expected: 'capacitacion' },
  // Nothing answers these.
  { question: 'cual es el precio del dolar hoy', expected: null },
  { question: 'venden licencias de antivirus?', expected: null },
  { question: 'como preparo un ceviche de conchas negras', expected: null },
  { question: 'pueden reparar la refrigeradora de la cocina', expected: null },
  { question: 'quiero cotizar una pagina web para mi restaurante', expected: null },
  { question: 'como declaro mi renta anual de cuarta categoria', expected: null },
  { question: 'mi celular personal se mojo y no prende', expected: null },
  { question: 'hacen delivery de insumos para cocina?', expected: null },
  { question: 'quien gano el partido de ayer', expected: null },
  { question: 'la licuadora industrial hace un ruido raro', expected: null },
];
