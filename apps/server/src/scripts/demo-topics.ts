/**
 * What the demo's clients write about, per department: titles, descriptions, the técnico's
 * replies, internal notes, resolutions and the files that travel with them. `{nombre}` becomes
 * the client's first name, `{local}` a place of their company.
 */
export type DemoTopic = {
  titles: string[];
  descriptions: string[];
  /** Public answers of the técnico, in the order they make sense. */
  staffReplies: string[];
  /** The client's follow-ups. */
  clientReplies: string[];
  /** Internal notes between staff. */
  notes: string[];
  resolutions: string[];
  /** A file the client sends with the ticket (.png or .pdf). */
  clientFile?: string;
  /** A guide the técnico sends (.pdf). */
  staffFile?: string;
  /** A log attached to an internal note (.txt). */
  noteFile?: string;
};

export const DEMO_TOPICS: Record<string, DemoTopic[]> = {
  'Soporte de Sistemas POS': [
    {
      titles: [
        'La impresora de comandas de cocina no imprime',
        'No salen las comandas en cocina',
        'Impresora térmica de cocina sin respuesta',
      ],
      descriptions: [
        'Desde la apertura la impresora térmica de cocina no saca las comandas. Los mozos están anotando a mano.',
        'La impresora de cocina tiene la luz naranja encendida y no imprime ningún pedido desde las 11.',
      ],
      staffReplies: [
        'Hola, {nombre}. ¿Puedes apagar la impresora 30 segundos y revisar que el cable de red esté bien conectado?',
        'Ya la veo en la red. Le reservé una IP fija para que no vuelva a pasar tras un corte de luz.',
      ],
      clientReplies: [
        'Ya la reiniciamos y sigue igual. La luz de red parpadea en naranja.',
        'Ahora sí imprime, gracias.',
      ],
      notes: [
        'La IP de la impresora cambió tras el corte de luz. Revisar reserva DHCP en el router del local.',
      ],
      resolutions: [
        'Se reservó una IP fija para la impresora de cocina en el router y se reconfiguró en el POS.',
        'Cable de red dañado: se reemplazó y la impresora volvió a imprimir.',
      ],
      clientFile: 'foto-impresora-cocina.png',
      noteFile: 'registro-cola-impresion.txt',
    },
    {
      titles: ['El cajón monedero no se abre al cobrar', 'Cajón de dinero no abre en caja 2'],
      descriptions: [
        'Al terminar una venta en efectivo el cajón ya no se abre solo. Tenemos que abrirlo con llave.',
      ],
      staffReplies: [
        '{nombre}, revisemos la configuración: en el POS entra a Caja → Periféricos y confirma que "Abrir cajón" esté marcado.',
        'El cable RJ11 entre la impresora y el cajón estaba suelto. Con eso debería abrir normalmente.',
      ],
      clientReplies: ['La opción está marcada y sigue sin abrir.', 'Listo, ya abre. Gracias.'],
      notes: ['Si no es el cable, programar visita: puede ser el solenoide del cajón.'],
      resolutions: ['Se reconectó el cable del cajón a la impresora y se probó la apertura.'],
    },
    {
      titles: [
        'El POS se queda congelado al cerrar la cuenta',
        'Sistema de caja lento en hora punta',
        'El terminal POS se reinicia solo',
      ],
      descriptions: [
        'Cuando cerramos una cuenta con varias mesas unidas el sistema se queda pensando y hay que reiniciarlo.',
        'En el almuerzo el sistema de caja tarda casi un minuto en registrar cada pedido.',
      ],
      staffReplies: [
        'Gracias por el aviso, {nombre}. ¿Nos confirmas el número de caja y la hora aproximada en que pasó?',
        'Aplicamos una actualización que corrige la unión de mesas. Cualquier cosa nos escribes por aquí.',
      ],
      clientReplies: [
        'Fue en la caja 1, alrededor de la 1:30 p. m.',
        'Hoy funcionó bien todo el día.',
      ],
      notes: [
        'Base de datos local del POS con 4 GB de registros antiguos; programar depuración nocturna.',
      ],
      resolutions: [
        'Se actualizó el POS a la versión 5.8.2 y se depuró la base local.',
        'Se reemplazó el disco del terminal, que tenía sectores dañados.',
      ],
      noteFile: 'registro-pos-caja1.txt',
    },
    {
      titles: [
        'Agregar un nuevo plato a la carta del sistema',
        'Cambiar precios de la carta',
        'No aparece un producto nuevo en las tablets de los mozos',
      ],
      descriptions: [
        '¿Cómo agrego un plato nuevo con su precio al sistema de caja? No encuentro la opción.',
        'Subimos los precios de las bebidas y en las tablets siguen saliendo los precios antiguos.',
      ],
      staffReplies: [
        '{nombre}, entra a Carta → Productos → Nuevo. Te adjunto una guía paso a paso.',
        'Las tablets se sincronizan cada 15 minutos; si no, pulsa "Actualizar carta" en el menú.',
      ],
      clientReplies: ['Gracias, con la guía ya pude.', 'Ya aparecen los precios nuevos.'],
      notes: [],
      resolutions: ['Se explicó cómo crear y sincronizar productos en la carta.'],
      staffFile: 'guia-carta-productos.pdf',
    },
    {
      titles: ['El lector de tarjetas rechaza todos los pagos', 'POS de tarjetas sin conexión'],
      descriptions: [
        'El lector de tarjetas muestra "Error de comunicación" con todas las tarjetas. Solo aceptamos efectivo.',
      ],
      staffReplies: [
        'Lo revisamos ya. Mientras tanto, ¿pueden usar el POS inalámbrico de respaldo?',
        'El operador de pagos tuvo una caída en la zona; ya está restablecido. ¿Pueden confirmar?',
      ],
      clientReplies: ['Sí, usamos el de respaldo por ahora.', 'Confirmado, ya pasan las tarjetas.'],
      notes: ['Caída reportada por el operador de pagos, ticket externo 88412.'],
      resolutions: ['Caída del operador de pagos; el servicio se restableció y se probó un cobro.'],
    },
  ],
  'Facturación Electrónica': [
    {
      titles: [
        'Boletas rechazadas por SUNAT desde ayer',
        'Facturas con estado "rechazado"',
        'Error 2800 al enviar comprobantes',
      ],
      descriptions: [
        'Todas las boletas electrónicas emitidas desde ayer aparecen como rechazadas. El código de error es 2800.',
        'Las facturas de hoy salen rechazadas por SUNAT. Adjunto la captura del mensaje.',
      ],
      staffReplies: [
        '{nombre}, encontramos la causa: el certificado digital de tu empresa venció. Estamos gestionando la renovación.',
        'Ya reenviamos los comprobantes pendientes y SUNAT los aceptó.',
      ],
      clientReplies: [
        '¿Cuánto demora? Tenemos clientes esperando sus facturas.',
        'Perfecto, ya los vemos aceptados.',
      ],
      notes: ['El certificado digital venció ayer. Se necesita renovar con el proveedor.'],
      resolutions: [
        'Se renovó el certificado digital y se reenviaron los comprobantes rechazados.',
        'Se corrigió el tipo de documento del adquirente y SUNAT aceptó los comprobantes.',
      ],
      clientFile: 'captura-error-sunat.png',
      noteFile: 'respuesta-sunat.txt',
    },
    {
      titles: [
        'Emitir factura a un cliente extranjero',
        'Factura con pasaporte',
        '¿Cómo emito una factura de exportación?',
      ],
      descriptions: [
        'Un turista nos pide factura con su pasaporte. ¿Cómo la emito desde el sistema?',
      ],
      staffReplies: [
        'Hola, {nombre}. Elige tipo de documento "Pasaporte" y escribe el número; te adjunto la guía.',
      ],
      clientReplies: ['Gracias, ya la emitimos.'],
      notes: [],
      resolutions: ['Se explicó la emisión con documento de identidad extranjero.'],
      staffFile: 'guia-factura-extranjero.pdf',
    },
    {
      titles: [
        'Anular una factura emitida por error',
        'Necesito una nota de crédito',
        'Comprobante emitido con el RUC equivocado',
      ],
      descriptions: [
        'Emitimos una factura con el RUC equivocado. ¿Cómo la anulamos o corregimos?',
        'Un cliente devolvió mercadería y necesita una nota de crédito por la factura F001-2381.',
      ],
      staffReplies: [
        '{nombre}, una factura aceptada no se anula: se emite una nota de crédito tipo 01. Te guío.',
        'Listo, la nota de crédito quedó aceptada por SUNAT. Ya puedes emitir la factura correcta.',
      ],
      clientReplies: ['Adjunto la factura para que la revisen.', 'Gracias por la ayuda.'],
      notes: ['Verificar que no esté incluida en la declaración del mes anterior.'],
      resolutions: ['Se emitió la nota de crédito y la factura corregida.'],
      clientFile: 'factura-F001-2381.pdf',
    },
    {
      titles: ['Se acabaron los comprobantes del plan', 'Ampliar el plan de facturación'],
      descriptions: [
        'El sistema dice que llegamos al límite de 300 comprobantes del mes. ¿Cómo ampliamos?',
      ],
      staffReplies: [
        'Hola, {nombre}. Podemos pasarte al Plan Ilimitado hoy mismo; ¿confirmas el cambio?',
        'Listo, el plan ya está activo.',
      ],
      clientReplies: ['Sí, confirmo el cambio.'],
      notes: ['Coordinar con cobranzas la diferencia del mes.'],
      resolutions: ['Se cambió el plan a Facturador Ilimitado.'],
    },
    {
      titles: ['Resumen diario de boletas pendiente', 'El resumen diario no se envió'],
      descriptions: ['En el panel aparece el resumen diario de ayer como pendiente de envío.'],
      staffReplies: [
        '{nombre}, SUNAT tuvo intermitencia anoche. Reenviamos el resumen y quedó aceptado.',
      ],
      clientReplies: ['Gracias, ya aparece aceptado.'],
      notes: ['Intermitencia de SUNAT entre 23:00 y 01:00, varios clientes afectados.'],
      resolutions: ['Se reenvió el resumen diario y SUNAT lo aceptó.'],
    },
  ],
  'Redes e Infraestructura': [
    {
      titles: [
        'El wifi de clientes se cae en las tardes',
        'Internet lento en la tienda',
        'Sin internet en el local',
      ],
      descriptions: [
        'Entre las 4 y las 7 de la tarde los clientes no pueden conectarse al wifi. El de la caja sí funciona.',
        'Desde esta mañana no hay internet en {local}. El router tiene la luz roja.',
      ],
      staffReplies: [
        '{nombre}, el punto de acceso de clientes acepta solo 30 conexiones. Lo ampliamos esta noche.',
        'El proveedor confirmó una avería en la zona. Te avisamos apenas lo restablezcan.',
      ],
      clientReplies: ['¿Hay alguna novedad? Seguimos sin servicio.', 'Ya volvió el internet.'],
      notes: ['Proveedor de internet: avería masiva, número de reclamo 5521874.'],
      resolutions: [
        'Se amplió el límite de clientes del punto de acceso y se separó la banda de 5 GHz.',
        'El proveedor reparó la fibra; se verificó la velocidad contratada.',
      ],
      clientFile: 'foto-router.png',
    },
    {
      titles: [
        'No puedo conectarme a la VPN',
        'La VPN se desconecta cada 10 minutos',
        'Error de autenticación en la VPN',
      ],
      descriptions: [
        'Desde casa no puedo conectarme a la VPN de la empresa. Me sale "no se pudo establecer la conexión".',
        'Los vendedores dicen que la VPN se desconecta sola y pierden el pedido que estaban ingresando.',
      ],
      staffReplies: [
        'Hola, {nombre}. ¿Qué versión del cliente VPN tienes? Te adjunto la guía de configuración actualizada.',
        'Renovamos el certificado del servidor VPN. Vuelve a importar el perfil de la guía, por favor.',
      ],
      clientReplies: ['Tengo la versión 4.2.', 'Con el perfil nuevo ya conecta bien.'],
      notes: ['Certificado del servidor VPN vencía esta semana; renovado.'],
      resolutions: [
        'Se renovó el certificado del servidor VPN y se distribuyó el nuevo perfil.',
        'Se actualizó el cliente VPN del usuario a la versión 5.1.',
      ],
      staffFile: 'guia-configuracion-vpn.pdf',
      noteFile: 'registro-vpn.txt',
    },
    {
      titles: ['Una cámara de seguridad no graba', 'Cámara IP sin imagen'],
      descriptions: [
        'La cámara de la puerta de atrás aparece en negro en la grabadora desde el fin de semana.',
      ],
      staffReplies: [
        '{nombre}, ¿puedes revisar si la cámara tiene la luz encendida? Puede ser el inyector PoE.',
      ],
      clientReplies: ['La luz está apagada.'],
      notes: ['Llevar inyector PoE de repuesto en la visita.'],
      resolutions: ['Se reemplazó el inyector PoE de la cámara y volvió a grabar.'],
      clientFile: 'captura-grabadora.png',
    },
    {
      titles: ['Instalar un punto de red nuevo', 'Cableado para una caja adicional'],
      descriptions: [
        'Vamos a abrir una caja adicional y necesitamos un punto de red cerca de la barra.',
      ],
      staffReplies: [
        'Hola, {nombre}. Podemos ir el jueves a las 9:00. ¿Les acomoda?',
        'Punto instalado y certificado. Queda etiquetado como P-14.',
      ],
      clientReplies: ['Sí, el jueves está bien.'],
      notes: ['Llevar 20 m de cable cat. 6 y canaleta.'],
      resolutions: ['Se instaló y certificó un punto de red categoría 6.'],
    },
  ],
  Capacitación: [
    {
      titles: [
        'Capacitación para dos cajeras nuevas',
        'Capacitación del sistema para personal nuevo',
        'Inducción en el sistema para mozos',
      ],
      descriptions: [
        'Entraron dos cajeras nuevas el lunes. Necesitamos una capacitación del sistema de caja, de preferencia en la mañana.',
        'Tenemos cuatro mozos nuevos que necesitan aprender a tomar pedidos en las tablets.',
      ],
      staffReplies: [
        'Hola, {nombre}. Podemos ir el miércoles a las 10:00. ¿Les acomoda?',
        'Les dejo el manual de caja que vimos en la capacitación.',
      ],
      clientReplies: ['Sí, el miércoles está perfecto.', 'Muchas gracias, quedaron contentas.'],
      notes: ['Llevar lista de asistencia para firmar.'],
      resolutions: ['Capacitación dictada a dos cajeras; se entregó el manual de caja.'],
      staffFile: 'manual-caja.pdf',
    },
    {
      titles: [
        'Capacitación de facturación para el contador',
        'Sesión remota sobre notas de crédito',
      ],
      descriptions: [
        'El nuevo contador necesita aprender a emitir notas de crédito y revisar el estado en SUNAT.',
      ],
      staffReplies: [
        '{nombre}, agendamos la sesión por videollamada el viernes a las 16:00. Te envío el enlace.',
      ],
      clientReplies: ['Gracias, ahí estaremos.'],
      notes: [],
      resolutions: ['Sesión remota de una hora sobre notas de crédito y consulta en SUNAT.'],
    },
  ],
  'Accesos y Correo': [
    {
      titles: ['Olvidé mi contraseña del sistema', 'Usuario bloqueado', 'No puedo iniciar sesión'],
      descriptions: [
        'Intenté varias veces y ahora mi usuario aparece bloqueado. Necesito entrar para cerrar caja.',
        'Cambié mi contraseña ayer y hoy no me deja entrar.',
      ],
      staffReplies: [
        'Hola, {nombre}. Desbloqueamos tu usuario; te llegará un correo para crear una contraseña nueva.',
      ],
      clientReplies: ['Ya pude entrar, gracias.'],
      notes: ['Diez intentos fallidos desde la misma IP del local; no parece ataque.'],
      resolutions: ['Se desbloqueó el usuario y se envió el enlace para cambiar la contraseña.'],
    },
    {
      titles: [
        'Crear correo para un trabajador nuevo',
        'Alta de usuario para personal nuevo',
        'Dar de baja la cuenta de un extrabajador',
      ],
      descriptions: [
        'Ingresó un asistente administrativo el lunes. Necesita correo y acceso al sistema.',
        'Un trabajador dejó la empresa el viernes; por favor desactiven su correo y sus accesos.',
      ],
      staffReplies: [
        '{nombre}, necesitamos la aprobación del gerente para crear la cuenta. ¿Nos la reenvías?',
        'Cuenta lista. Las credenciales temporales se enviaron al jefe directo.',
      ],
      clientReplies: ['Adjunto la aprobación firmada.', 'Recibido, gracias.'],
      notes: ['Asignar licencia Microsoft 365 Business del pool disponible (quedan 3).'],
      resolutions: [
        'Se creó la cuenta de correo y el usuario del sistema con los permisos del puesto.',
        'Se desactivaron el correo y los accesos, y se redirigió el correo al jefe del área.',
      ],
      clientFile: 'aprobacion-alta-usuario.pdf',
    },
    {
      titles: [
        'No me llegan los correos de clientes',
        'Correos van a la carpeta de spam',
        'Buzón de correo lleno',
      ],
      descriptions: [
        'Desde ayer no recibo correos externos. Los internos sí llegan.',
        'Me aparece que mi buzón está lleno y no puedo enviar correos.',
      ],
      staffReplies: [
        'Hola, {nombre}. Revisamos el registro de tu buzón; una regla movía todo a otra carpeta. Ya la quitamos.',
        'Activamos el archivo en línea: tus correos antiguos se moverán solos y liberarás espacio.',
      ],
      clientReplies: ['Sigue pasando con algunos correos.', 'Ahora sí llegan todos.'],
      notes: ['Regla de bandeja creada por el usuario el lunes; revisar si hubo phishing.'],
      resolutions: [
        'Se eliminó una regla de bandeja que movía los correos externos.',
        'Se activó el archivo en línea del buzón.',
      ],
      clientFile: 'captura-correo.png',
      noteFile: 'seguimiento-mensaje.txt',
    },
    {
      titles: ['Correo sospechoso pidiendo la clave', 'Posible phishing recibido'],
      descriptions: [
        'Recibí un correo que parece del banco pidiendo mi clave. No hice clic. ¿Qué hago?',
      ],
      staffReplies: [
        'Gracias por avisar, {nombre}. Es phishing: lo bloqueamos para toda la empresa. No hace falta nada más.',
      ],
      clientReplies: [],
      notes: ['Remitente bloqueado en el filtro; 4 usuarios más lo recibieron.'],
      resolutions: ['Se bloqueó el remitente y se eliminó el mensaje de todos los buzones.'],
    },
    {
      titles: ['Configurar el correo en el celular', 'El correo no sincroniza en el celular'],
      descriptions: ['Cambié de celular y no sé cómo configurar el correo de la empresa.'],
      staffReplies: [
        '{nombre}, instala Outlook desde la tienda y entra con tu correo. Te adjunto la guía con capturas.',
      ],
      clientReplies: ['Listo, ya me sincroniza.'],
      notes: [],
      resolutions: ['Se configuró Outlook en el celular del usuario.'],
      staffFile: 'guia-correo-celular.pdf',
    },
  ],
  'ERP y Aplicaciones': [
    {
      titles: [
        'El kardex no cuadra con el inventario físico',
        'Stock negativo en el ERP',
        'Diferencias de inventario en el almacén 2',
      ],
      descriptions: [
        'Al hacer el inventario del almacén encontramos diferencias con el kardex del ERP en varios productos.',
        'El ERP muestra stock negativo en productos que sí tenemos en almacén.',
      ],
      staffReplies: [
        'Hola, {nombre}. ¿Nos envías el reporte de diferencias en Excel o PDF para revisarlo?',
        'Encontramos guías de remisión registradas dos veces. Ya las corregimos y el kardex cuadra.',
      ],
      clientReplies: ['Adjunto el reporte de diferencias.', 'Revisamos y ya cuadra, gracias.'],
      notes: [
        'Duplicidad por doble clic en "Guardar" con la red lenta. Pedir a desarrollo un bloqueo.',
      ],
      resolutions: [
        'Se anularon las guías duplicadas y se recalculó el kardex.',
        'Se corrigió el factor de conversión de unidades del producto.',
      ],
      clientFile: 'reporte-diferencias-inventario.pdf',
    },
    {
      titles: [
        'Error al generar la planilla del mes',
        'El PLAME no se genera',
        'Boletas de pago con descuentos incorrectos',
      ],
      descriptions: [
        'Al generar la planilla aparece "Error de cálculo en AFP" y no deja continuar.',
        'Las boletas de pago de este mes salen con un descuento de AFP que no corresponde.',
      ],
      staffReplies: [
        '{nombre}, las tasas de AFP de este mes cambiaron. Ya actualizamos la tabla; vuelve a generar la planilla.',
      ],
      clientReplies: ['Ya se generó correctamente.'],
      notes: ['Tabla de comisiones AFP desactualizada en el servidor del cliente.'],
      resolutions: ['Se actualizaron las tasas de AFP y se regeneró la planilla.'],
      noteFile: 'registro-erp-planillas.txt',
    },
    {
      titles: [
        'El reporte de ventas no muestra el mes completo',
        'Exportar ventas a Excel da error',
      ],
      descriptions: [
        'El reporte de ventas por vendedor se corta en el día 20. Lo necesitamos para pagar comisiones.',
      ],
      staffReplies: [
        'Hola, {nombre}. Estamos revisando; el reporte tiene un límite de filas. Lo escalamos a desarrollo.',
        'Desarrollo subió una corrección. Ya puedes exportar el mes completo.',
      ],
      clientReplies: ['¿Hay novedades? Hoy es cierre.', 'Funcionó, gracias.'],
      notes: ['Límite de 10 000 filas en la exportación; desarrollo lo sube a 100 000.'],
      resolutions: ['Se amplió el límite de filas de la exportación de ventas.'],
    },
    {
      titles: ['Crear un almacén nuevo en el ERP', 'Configurar una nueva sucursal'],
      descriptions: [
        'Abrimos una sucursal en {local} y necesitamos su almacén y su serie de comprobantes en el ERP.',
      ],
      staffReplies: [
        '{nombre}, creamos el almacén y la serie F004. Te adjunto los pasos para asignar usuarios.',
      ],
      clientReplies: ['Perfecto, gracias.'],
      notes: ['Serie F004 registrada también en el facturador.'],
      resolutions: ['Se creó el almacén, la serie de comprobantes y los permisos de la sucursal.'],
      staffFile: 'guia-nueva-sucursal.pdf',
    },
  ],
};

/** Short answers any técnico or client writes, to vary the conversations. */
export const GENERIC_STAFF_REPLIES = [
  'Gracias por la información, {nombre}. Lo estamos revisando.',
  'Te escribo apenas tenga novedades.',
  '{nombre}, ¿nos confirmas si el problema sigue?',
  'Estamos en contacto con el proveedor; te mantenemos al tanto.',
];

export const GENERIC_CLIENT_REPLIES = [
  'Quedo atento, gracias.',
  'Les escribo de nuevo porque seguimos con el problema.',
  'Gracias por la rápida respuesta.',
  'Adjunto más detalles en un momento.',
];

export const GENERIC_NOTES = [
  'Cliente con contrato de soporte vigente.',
  'Revisado por teléfono con el cliente.',
  'Si vuelve a pasar, programar visita.',
];

export const REASSIGN_REASONS = [
  'Requiere conocimiento de otra especialidad.',
  'Reparto de carga: el técnico asignado tiene demasiados tickets.',
  'El técnico asignado está de vacaciones.',
];

/** Why a client says the problem goes on ("No, sigue el problema"). */
export const REOPEN_REASONS = [
  'volvió a pasar esta mañana.',
  'funcionó un rato y otra vez lo mismo.',
  'en la otra caja sigue igual.',
];

export const RATING_COMMENTS: Record<number, string[]> = {
  1: ['Tardaron demasiado en responder.', 'El problema volvió a los dos días.'],
  2: ['La solución funcionó, pero tuvimos que insistir mucho.'],
  3: ['Se resolvió, aunque demoró más de lo esperado.'],
  4: ['Buena atención, gracias.', 'Resuelto sin problemas.'],
  5: [
    '¡Excelente atención, muy rápidos!',
    'Muy amables y claros con las explicaciones.',
    'Resolvieron todo en una sola llamada. Gracias.',
  ],
};
