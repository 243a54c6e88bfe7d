import type { KnowledgeArticleFormValues } from '@atiende/contracts';

/**
 * The demo's knowledge base (docs/assistant.md#knowledge-base): help articles for the product's
 * own users and for the restaurants and shops the demo departments serve. `key` names an
 * article for the evaluation set (`eval/assistant-questions.ts`); it is not stored.
 */
export type DemoArticle = KnowledgeArticleFormValues & { key: string };

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    key: 'crear-ticket',
    title: 'Cómo crear un ticket de soporte',
    category: 'Tickets',
    body: `Un ticket es tu solicitud de ayuda: cada problema va en su propio ticket, así el equipo lo atiende y tú ves su avance.

Para crear uno, inicia sesión y entra a "Nuevo ticket" desde el menú o desde tu panel. Completa:
- Título: una frase corta con el problema, por ejemplo "La impresora de cocina no imprime".
- Descripción: qué pasó, desde cuándo, en qué equipo o caja y qué ya intentaste.
- Departamento: el área que atiende el tema (Sistemas POS, Facturación Electrónica, Redes, Accesos y Correo, ERP o Capacitación).
- Productos relacionados, si aplica, y la prioridad.

Presiona "Crear ticket". Verás su número (por ejemplo #1234) y te llegará un correo de confirmación. Guarda el número: con él puedes consultar el ticket cuando quieras.

Si no tienes cuenta, puedes usar el formulario público de soporte, en la página de inicio de sesión, con tu nombre, correo y teléfono.`,
  },
  {
    key: 'adjuntar-archivos',
    title: 'Adjuntar capturas de pantalla y archivos a un ticket',
    category: 'Tickets',
    body: `Una captura del mensaje de error ayuda mucho a resolver más rápido. Puedes adjuntar archivos al crear el ticket o después, en la conversación del ticket, con el botón del clip.

Se aceptan imágenes (PNG, JPG, WebP), PDF, documentos de Office, hojas de cálculo y archivos de texto. Cada archivo puede pesar hasta 10 MB y puedes enviar hasta 10 archivos a la vez.

Para tomar una captura en Windows presiona Windows + Shift + S y pega la imagen; en el celular, presiona a la vez el botón de encendido y el de bajar volumen. No envíes fotos de contraseñas ni de tarjetas.`,
  },
  {
    key: 'estados-ticket',
    title: 'Qué significa cada estado de un ticket',
    category: 'Tickets',
    body: `Cada ticket muestra su estado en la lista y en el detalle:

- Pendiente: recibimos tu ticket y está en cola. Un técnico lo tomará pronto.
- En progreso: un técnico ya está trabajando en tu caso.
- Escalado: el caso pasó a un especialista o al líder del área porque necesita más conocimiento o autorización.
- Resuelto: el técnico dio el problema por solucionado y escribió cómo lo resolvió. Te preguntaremos si quedó bien.
- Cerrado: confirmaste la solución o pasó el plazo; el ticket ya no recibe mensajes.

Algunos departamentos usan estados propios, como "Esperando repuesto" o "Visita técnica programada"; cada uno equivale a uno de los estados de arriba.`,
  },
  {
    key: 'seguir-ticket',
    title: 'Cómo ver el avance de mi ticket',
    category: 'Tickets',
    body: `En "Mis tickets" ves todos tus tickets con su estado, prioridad y la fecha del último movimiento. Abre uno para ver la conversación con el técnico, los archivos y el historial de cambios.

Te avisamos de cada novedad: cuando un técnico toma tu ticket, cuando te responde y cuando cambia su estado. Los avisos llegan a la campana de notificaciones y a tu correo. En "Preferencias de notificaciones" eliges qué avisos recibir por correo o como notificación push en el navegador o el celular.

Para responder al técnico escribe en la conversación del ticket y presiona "Enviar". No crees un ticket nuevo para el mismo problema: se pierde el historial.`,
  },
  {
    key: 'confirmar-solucion',
    title: 'Confirmar la solución o reabrir un ticket',
    category: 'Tickets',
    body: `Cuando un técnico marca tu ticket como Resuelto, verás la "Solución" con lo que se hizo y la pregunta "¿Se resolvió tu problema?".

- Si todo funciona, presiona "Sí, cerrar ticket". El ticket pasa a Cerrado y podrás calificar la atención con estrellas del 1 al 5 y un comentario opcional.
- Si el problema sigue, presiona "No, sigue el problema" y cuenta qué sigue fallando. El ticket vuelve a Pendiente y el técnico lo retoma con tu comentario.

Un ticket cerrado ya no acepta mensajes. Si el problema vuelve más adelante, usa "Crear un ticket relacionado": el nuevo ticket queda enlazado al anterior.`,
  },
  {
    key: 'prioridades',
    title: 'Prioridades de los tickets y tiempos de atención',
    category: 'Tickets',
    body: `Al crear un ticket eliges su prioridad: Baja, Media (la opción por defecto), Alta o Urgente. Después solo el equipo de soporte puede cambiarla.

- Urgente: el negocio está detenido, por ejemplo ninguna caja puede cobrar o no hay internet en el local.
- Alta: una parte importante no funciona, como una caja o la impresora de cocina en hora punta.
- Media: algo falla pero hay una forma de seguir trabajando.
- Baja: consultas, cambios programados o mejoras.

Atendemos de lunes a sábado de 8:00 a. m. a 8:00 p. m. Los tickets urgentes se atienden primero. Usa Urgente solo cuando de verdad lo es: así llegamos antes a quien más lo necesita.`,
  },
  {
    key: 'restablecer-contrasena',
    title: 'Restablecer tu contraseña si la olvidaste',
    category: 'Cuenta y acceso',
    body: `Si no recuerdas tu contraseña de Atiende:

1. En la pantalla de inicio de sesión presiona "¿Olvidaste tu contraseña?".
2. Escribe el email de tu cuenta y presiona "Enviar enlace".
3. Abre el correo que te enviamos y sigue el enlace. El enlace vence en 30 minutos y sirve una sola vez.
4. Escribe tu nueva contraseña dos veces y presiona "Guardar contraseña".

La contraseña debe tener al menos 8 caracteres y no puede ser una de las más comunes. Si el correo no llega en unos minutos, revisa la carpeta de spam o correo no deseado, o pide otro enlace.`,
  },
  {
    key: 'cambiar-contrasena',
    title: 'Cambiar tu contraseña y cerrar sesiones abiertas',
    category: 'Cuenta y acceso',
    body: `Si recuerdas tu contraseña y quieres cambiarla, entra a Mi Perfil desde el menú de tu nombre, arriba a la derecha. En "Cambiar contraseña" escribe la actual y dos veces la nueva.

Al cambiarla se cierran tus sesiones en los demás dispositivos. En Mi Perfil también ves tus sesiones activas y puedes usar "Cerrar sesión en todos los demás dispositivos", por ejemplo si usaste una computadora compartida o perdiste el celular.

Tu email no se puede cambiar desde Mi Perfil: pídeselo a un administrador.`,
  },
  {
    key: 'usuario-bloqueado',
    title: 'No puedo iniciar sesión o mi usuario está bloqueado',
    category: 'Cuenta y acceso',
    body: `Si el sistema dice que el email o la contraseña no son correctos, revisa que no esté activada la tecla de mayúsculas y que escribas el email completo.

Después de varios intentos fallidos seguidos, el inicio de sesión se bloquea unos 15 minutos por seguridad. Espera ese tiempo o restablece tu contraseña con "¿Olvidaste tu contraseña?".

Si el mensaje dice que tu cuenta está desactivada, un administrador debe activarla: crea un ticket desde el formulario público o pídeselo al responsable de tu empresa.

Si el sistema de caja (POS) o el ERP de tu local es el que no te deja entrar, crea un ticket para Accesos y Correo indicando tu usuario: lo desbloqueamos y te enviamos un enlace para crear una contraseña nueva.`,
  },
  {
    key: 'alta-baja-usuarios',
    title: 'Crear o dar de baja usuarios y correos del personal',
    category: 'Cuenta y acceso',
    body: `Cuando entra una persona nueva a tu local, pide su usuario y su correo corporativo con un ticket para el área de Accesos y Correo. Indica su nombre completo, su cargo (cajero, mozo, administrador), el local y desde qué fecha empieza. Para los accesos de caja indica también qué permisos necesita, por ejemplo anular ventas.

Cuando una persona deja de trabajar contigo, pide la baja el mismo día: desactivamos su usuario del POS y del ERP y su correo. Si necesitas conservar sus correos, indícalo en el ticket y los pasamos a otra cuenta.`,
  },
  {
    key: 'impresora-comandas',
    title: 'La impresora de comandas o de boletas no imprime',
    category: 'Punto de venta',
    body: `Si no salen las comandas en cocina o la impresora térmica de caja no imprime, prueba en este orden:

1. Revisa que tenga papel y que el rollo esté bien puesto, con la cara térmica hacia el cabezal. El papel térmico es de 80 mm.
2. Mira la luz de la impresora: si parpadea en rojo, la tapa está abierta o falta papel.
3. Apágala 30 segundos y vuelve a encenderla. Al encender, muchas imprimen una hoja de prueba con su dirección IP.
4. Revisa que el cable de red o USB esté bien conectado en ambos extremos. Si es de red, la IP de la hoja de prueba debe ser la configurada en el POS.
5. En el POS, reimprime la última comanda desde la cuenta abierta.

Si sigue sin imprimir, crea un ticket para Soporte de Sistemas POS con la foto de la hoja de prueba y la marca de la impresora.`,
  },
  {
    key: 'cajon-monedero',
    title: 'El cajón monedero no se abre al cobrar',
    category: 'Punto de venta',
    body: `El cajón de dinero se abre con una señal que le envía la impresora de boletas a través de un cable tipo teléfono (RJ11 o RJ12). Si no se abre al cobrar:

- Revisa que el cable esté conectado en el puerto del cajón de la impresora, no en el de red.
- Comprueba que la impresora de boletas imprima: si la impresora no responde, el cajón tampoco se abre.
- Revisa que el cajón no esté cerrado con llave. Con la llave en posición abierta puedes abrirlo a mano para seguir atendiendo.
- En el POS, la opción "Abrir cajón" debe estar activa para la forma de pago en efectivo.

Si el cajón hace ruido pero no abre, puede estar trabado por monedas debajo de la bandeja. Si nada funciona, crea un ticket para Soporte de Sistemas POS indicando en qué caja pasa.`,
  },
  {
    key: 'pos-lento',
    title: 'El POS está lento, se congela o se reinicia',
    category: 'Punto de venta',
    body: `Si el sistema de caja se pone lento en hora punta o se queda congelado al cerrar una cuenta:

1. Cierra el POS por completo y vuelve a abrirlo. Las cuentas abiertas no se pierden.
2. Reinicia el terminal al menos una vez al día, por ejemplo al abrir la tienda.
3. Revisa la conexión a internet: el POS guarda en la nube y una red lenta lo vuelve lento. Mira si otras cajas también están lentas.
4. Libera espacio: el terminal necesita al menos 2 GB libres. No guardes fotos ni videos en el equipo de caja.

Si el terminal se reinicia solo, revisa que el cable de energía y el estabilizador estén bien. Cuando el problema siga, crea un ticket con la hora aproximada en que pasó y el número de caja.`,
  },
  {
    key: 'carta-precios',
    title: 'Agregar platos y cambiar precios de la carta en el POS',
    category: 'Punto de venta',
    body: `El administrador del local puede editar la carta desde el módulo "Productos" del POS:

- Para agregar un plato nuevo, elige la categoría (entradas, fondos, bebidas), escribe el nombre, el precio con IGV y la impresora donde sale la comanda (cocina o bar).
- Para cambiar un precio, busca el producto, edita el precio y guarda. El cambio rige para las cuentas nuevas, no para las que ya están abiertas.

Las tablets de los mozos toman los cambios al sincronizar: si un plato nuevo no aparece, cierra y abre la aplicación de la tablet o usa "Sincronizar carta". Si prefieres que lo hagamos nosotros, crea un ticket con la lista de platos y precios en una hoja de cálculo.`,
  },
  {
    key: 'pos-tarjetas',
    title: 'El POS de tarjetas rechaza pagos o no tiene conexión',
    category: 'Punto de venta',
    body: `Si el terminal de tarjetas (el "datáfono" o POS de Niubiz, Izipay u otro) rechaza todos los pagos o dice "sin conexión":

1. Revisa la señal: los terminales con chip necesitan cobertura móvil; los de wifi, la red del local.
2. Apágalo y vuelve a encenderlo manteniendo presionado el botón rojo.
3. Haz una prueba con otra tarjeta. Si solo falla una tarjeta, es un tema del banco del cliente.
4. Revisa que la batería tenga carga: con poca batería algunos terminales no se conectan.

El terminal de tarjetas lo administra tu procesador de pagos: si sigue sin conexión, llama a su central. Nosotros te ayudamos con la integración entre ese terminal y el sistema de caja: crea un ticket si el POS no registra los pagos con tarjeta.`,
  },
  {
    key: 'sunat-rechazo',
    title: 'Boletas o facturas rechazadas por SUNAT',
    category: 'Facturación electrónica',
    body: `Cuando SUNAT rechaza un comprobante, el sistema lo muestra con estado "rechazado" y un código de error:

- Error 2800 o errores del 2000 al 3999: un dato del comprobante no es válido, por ejemplo el tipo de documento del cliente o el RUC. Revisa los datos del cliente y emite el comprobante otra vez.
- Certificado digital vencido: todos los comprobantes se rechazan de golpe desde una fecha. El certificado dura un año y hay que renovarlo.
- Servicio de SUNAT no disponible: los comprobantes quedan pendientes y el sistema los reenvía solo cuando SUNAT responde.

Un comprobante rechazado no tiene validez: no lo anules, emítelo de nuevo corregido. Si se rechazan todos, crea un ticket urgente para Facturación Electrónica con el código de error.`,
  },
  {
    key: 'anular-factura',
    title: 'Anular una factura o emitir una nota de crédito',
    category: 'Facturación electrónica',
    body: `Una factura aceptada por SUNAT no se borra. Para corregirla tienes dos caminos:

- Comunicación de baja: anula la factura si aún no se la entregaste al cliente y no pasaron más de 7 días desde su emisión. En el sistema usa "Anular" sobre el comprobante.
- Nota de crédito: cuando ya la entregaste o pasó el plazo. Emítela desde el comprobante original con el motivo (anulación de la operación, error en el RUC, descuento, devolución). Luego emite la factura correcta.

Para una boleta emitida por error se usa también la nota de crédito. Si emitiste una factura con el RUC equivocado, el motivo es "anulación por error en el RUC".`,
  },
  {
    key: 'factura-extranjero',
    title: 'Emitir factura o boleta a un cliente extranjero',
    category: 'Facturación electrónica',
    body: `A un cliente extranjero sin RUC puedes emitirle una boleta con su pasaporte o carné de extranjería: en el tipo de documento elige "Pasaporte" o "Carné de extranjería" y escribe el número.

Para una exportación de servicios o de bienes se emite una factura de exportación, sin IGV, con el tipo de documento "Documento de identidad extranjero" (o sin documento) y el país del cliente. Tu plan de facturación debe tener habilitada la serie de exportación: si no la ves, pídela con un ticket a Facturación Electrónica.`,
  },
  {
    key: 'plan-comprobantes',
    title: 'Se acabaron los comprobantes de mi plan de facturación',
    category: 'Facturación electrónica',
    body: `Cada plan de facturación incluye un número de comprobantes al mes; el Plan Facturador 300, por ejemplo, permite 300. Cuando se acaban, el sistema avisa y deja de emitir hasta el mes siguiente.

Para seguir emitiendo, amplía el plan: crea un ticket para Facturación Electrónica pidiendo el cambio al Plan Facturador Ilimitado o un paquete adicional. El cambio se activa el mismo día en horario de atención.

Revisa cada mes cuántos comprobantes usaste en el reporte de ventas, para elegir el plan que te conviene.`,
  },
  {
    key: 'resumen-diario',
    title: 'El resumen diario de boletas quedó pendiente',
    category: 'Facturación electrónica',
    body: `Las boletas se informan a SUNAT en un resumen diario. El sistema lo envía solo cada noche; si al día siguiente aparece "pendiente", normalmente SUNAT aún no lo procesó.

Espera unas horas y revisa otra vez: el sistema consulta el estado cada cierto tiempo. Tienes hasta 7 días para enviar el resumen de un día. Si pasan 24 horas y sigue pendiente o sale con error, crea un ticket para Facturación Electrónica indicando la fecha del resumen.`,
  },
  {
    key: 'internet-wifi',
    title: 'Sin internet o wifi lento en el local',
    category: 'Redes',
    body: `Si no hay internet en el local o el wifi está muy lento:

1. Mira el módem del proveedor (Movistar, Claro, Entel, Win u otro). Si la luz de internet o "LOS" está en rojo, el corte es del proveedor: llama a su central y ten a mano el código de cliente.
2. Reinicia el módem y luego el router: desconéctalos 30 segundos, enciende primero el módem y, cuando tenga luz de internet, el router.
3. Conecta una computadora por cable al router. Si por cable funciona y por wifi no, el problema es la señal.
4. Separa el wifi de clientes del de las cajas. Si muchos clientes usan el wifi en la tarde, la red se satura: pide que limitemos la velocidad del wifi de clientes.

Si el wifi de clientes se cae a ciertas horas, crea un ticket para Redes e Infraestructura con las horas en que pasa.`,
  },
  {
    key: 'vpn',
    title: 'No puedo conectarme a la VPN',
    category: 'Redes',
    body: `La VPN te conecta desde casa o desde otra sede a los sistemas de la empresa. Si no se conecta:

- Revisa que tengas internet abriendo cualquier página.
- Error de autenticación: tu usuario o contraseña de VPN no son correctos, o tu contraseña venció. Cámbiala o pide que la restablezcamos.
- Si la VPN se desconecta cada pocos minutos, suele ser una red inestable o el ahorro de energía del equipo: desactiva la suspensión de la tarjeta de red y prueba con cable.
- Actualiza el cliente de VPN a la última versión.

Si sigue sin conectar, crea un ticket para Redes e Infraestructura con una captura del mensaje de error y la hora del intento.`,
  },
  {
    key: 'camaras',
    title: 'Una cámara de seguridad no graba o no tiene imagen',
    category: 'Redes',
    body: `Si una cámara IP aparece sin imagen en el grabador o en la aplicación del celular:

1. Revisa que la cámara tenga luz. Si está apagada, revisa el cable de red y el switch con alimentación (PoE) o el adaptador de corriente.
2. Reinicia el grabador (NVR) desde su menú o desconectándolo 30 segundos.
3. Si la imagen se ve pero no graba, revisa en el grabador que el disco no esté lleno ni con error y que la grabación esté programada.

Si la cámara quedó sin imagen después de una lluvia o de trabajos en el local, puede estar dañado el cable. Crea un ticket para Redes e Infraestructura indicando qué cámara es.`,
  },
  {
    key: 'punto-red',
    title: 'Pedir un punto de red o cableado nuevo',
    category: 'Redes',
    body: `Para instalar una caja adicional, una impresora de red o una cámara necesitas un punto de red cableado. Pídelo con un ticket para Redes e Infraestructura indicando:

- Dónde va el punto nuevo y qué equipo se conectará.
- Un plano simple o fotos del lugar y de dónde está el router o el rack.
- Horarios en los que podemos trabajar sin interrumpir la atención.

El cableado estructurado es categoría 6 y se cotiza por punto. Programamos una visita técnica para medir y te enviamos el presupuesto antes de instalar.`,
  },
  {
    key: 'correo-spam',
    title: 'No me llegan correos, van a spam o el buzón está lleno',
    category: 'Correo',
    body: `Si no te llegan los correos de tus clientes:

- Revisa la carpeta de spam o correo no deseado. Si encuentras el correo, márcalo como "No es spam" para que los siguientes lleguen a la bandeja de entrada.
- Revisa el espacio del buzón: un buzón lleno rechaza correos nuevos. Borra los correos con adjuntos grandes y vacía la papelera.
- Pide al remitente el mensaje de error que recibió, si le rebotó.

Si tus correos enviados llegan a spam de tus clientes, puede faltar la configuración del dominio (SPF y DKIM): crea un ticket para Accesos y Correo.`,
  },
  {
    key: 'phishing',
    title: 'Recibí un correo sospechoso que pide mi clave',
    category: 'Correo',
    body: `Nunca te pediremos tu contraseña por correo, WhatsApp ni teléfono. Un correo que pide tu clave, que te apura con un bloqueo de cuenta o que trae un enlace raro es probablemente phishing (suplantación).

- No hagas clic en los enlaces ni abras los adjuntos.
- No respondas ni reenvíes el correo a tus compañeros.
- Repórtalo creando un ticket para Accesos y Correo con una captura.

Si ya hiciste clic o escribiste tu contraseña, cámbiala de inmediato desde Mi Perfil y avísanos en el ticket: revisamos la cuenta y cerramos las sesiones abiertas.`,
  },
  {
    key: 'correo-celular',
    title: 'Configurar el correo corporativo en el celular',
    category: 'Correo',
    body: `Para leer el correo de la empresa en el celular, instala la aplicación de Outlook o Gmail y agrega la cuenta con tu correo completo y tu contraseña. Elige el tipo de cuenta "Exchange" o "Microsoft 365" si tu empresa usa Microsoft, o "Google" si usa Google Workspace.

Si el correo no sincroniza, revisa que la fecha y hora del celular sean automáticas, quita la cuenta y vuelve a agregarla, y comprueba que tengas datos o wifi. Si te pide una verificación en dos pasos, apruébala desde la aplicación autenticadora.`,
  },
  {
    key: 'inventario-kardex',
    title: 'El kardex no cuadra con el inventario físico',
    category: 'ERP',
    body: `Si el kardex del ERP muestra un stock distinto al que cuentas en el almacén, o aparece stock negativo:

1. Revisa que todas las compras del periodo estén registradas: una guía de ingreso sin registrar deja stock de menos.
2. Busca ventas o salidas registradas en el almacén equivocado, por ejemplo almacén 1 en lugar de almacén 2.
3. Revisa las transferencias entre almacenes: deben tener salida y también ingreso.
4. Haz un inventario físico y registra el ajuste con el motivo, para que quede el sustento.

El stock negativo aparece cuando se vende antes de registrar el ingreso. Si no encuentras la diferencia, crea un ticket para ERP y Aplicaciones con el producto y el rango de fechas.`,
  },
  {
    key: 'planilla',
    title: 'Errores al generar la planilla o el PLAME',
    category: 'ERP',
    body: `Antes de generar la planilla del mes en el ERP revisa que estén registradas las asistencias, horas extra, vacaciones y descuentos de cada trabajador. Una boleta de pago con descuentos incorrectos casi siempre viene de un concepto mal registrado en el mes.

Para el PLAME, el ERP genera los archivos a partir de la planilla cerrada. Si el PLAME no se genera, revisa que la planilla del mes esté cerrada y que cada trabajador tenga su tipo de documento y régimen pensionario (AFP u ONP) completos.

Si el error continúa, crea un ticket para ERP y Aplicaciones con el mensaje de error y el periodo.`,
  },
  {
    key: 'reporte-ventas',
    title: 'Reportes de ventas y exportar a Excel',
    category: 'ERP',
    body: `El reporte de ventas del ERP se filtra por rango de fechas, local y forma de pago. Si el reporte no muestra el mes completo, revisa la fecha final: el filtro "hasta" incluye ese día solo si eliges la fecha siguiente en algunos reportes, o usa el filtro "Mes".

Para exportar a Excel usa el botón "Exportar". Si da error con muchos datos, exporta por semanas o por local. El archivo descargado se abre con Excel o con Google Sheets.`,
  },
  {
    key: 'capacitacion',
    title: 'Pedir una capacitación para el personal',
    category: 'Capacitación',
    body: `Damos capacitaciones del sistema de caja, de facturación electrónica y del ERP, en tu local o de forma remota.

Para pedir una, crea un ticket para el departamento de Capacitación indicando el tema, cuántas personas participan, sus cargos (cajeras, mozos, contador) y dos o tres horarios posibles. La capacitación de cajeros dura unas dos horas.

Te confirmamos la fecha en el ticket. Al terminar, te dejamos el material y las grabaciones de las sesiones remotas.`,
  },
  {
    key: 'guia-escalamiento',
    title: 'Guía interna: cuándo escalar un ticket',
    category: 'Procedimientos del equipo',
    audience: 'STAFF',
    body: `Escala un ticket (estado Escalado) cuando necesitas conocimiento o autorización que no tienes: cambios en la configuración de SUNAT, compras de repuestos, visitas fuera de Lima o un cliente que pide hablar con el líder.

Al escalar, escribe el motivo: el líder del departamento recibe el aviso. Deja una nota interna con lo que ya probaste para que nadie repita pasos. Un ticket urgente sin avance en 2 horas se escala siempre.`,
  },
];
