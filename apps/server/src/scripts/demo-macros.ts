import { macroInputSchema, type MacroFormValues } from '@atiende/contracts';
import type { Db } from '../db/client';
import { createMacrosService } from '../modules/macros/macros.service';
import type { DemoCast } from './demo-specs';

/** Plantillas the demo team shares (docs/macros.md), with `{{variables}}` and actions. */
const SHARED: MacroFormValues[] = [
  {
    name: 'Primera respuesta',
    body: 'Hola, {{cliente}}. Soy {{tecnico}}, de {{departamento}}. Ya estoy revisando el ticket #{{ticket}} y te escribo apenas tenga novedades.',
    scope: 'SHARED',
    actions: { status: 'EN_PROGRESO', assignTo: 'me' },
  },
  {
    name: 'Pedir una captura del error',
    body: '{{cliente}}, para avanzar con "{{asunto}}" necesitamos una captura de pantalla del mensaje de error. Puedes adjuntarla respondiendo este mensaje.',
    scope: 'SHARED',
  },
  {
    name: 'Resuelto: confirmar con el cliente',
    body: 'Listo, {{cliente}}. Dejamos resuelto el ticket #{{ticket}}. Si vuelve a pasar, responde a este mensaje y lo retomamos.',
    scope: 'SHARED',
    actions: {
      status: 'RESUELTO',
      resolution: 'Se resolvió con el cliente por teléfono y se confirmó que funciona.',
    },
  },
];

/** Plantillas of one department: only its people see them. */
const BY_DEPARTMENT: Record<string, MacroFormValues[]> = {
  'Facturación Electrónica': [
    {
      name: 'Certificado digital vencido',
      body: '{{cliente}}, los comprobantes de {{empresa}} se rechazan porque el certificado digital venció. Ya iniciamos la renovación; te avisamos hoy mismo.',
      scope: 'SHARED',
      actions: {
        status: 'ESCALADO',
        priority: 'ALTA',
        internalNote: 'Certificado vencido: pedir la renovación al proveedor.',
      },
    },
  ],
  'Soporte de Sistemas POS': [
    {
      name: 'Reiniciar la impresora de comandas',
      body: 'Hola, {{cliente}}. Apaga la impresora 30 segundos, revisa que el cable de red esté bien conectado y vuelve a encenderla. ¿Nos cuentas si imprime?',
      scope: 'SHARED',
    },
  ],
};

/** The demo's plantillas, once: a name already present is left as it is. */
export async function seedMacros(db: Db, cast: DemoCast): Promise<number> {
  const macros = createMacrosService({ db });
  const admin = { userId: cast.adminId, role: 'ADMIN', departmentIds: [] };
  const present = new Set((await macros.list(admin)).map((macro) => macro.name));
  const wanted = [
    ...SHARED,
    ...cast.departments.flatMap((department) =>
      (BY_DEPARTMENT[department.name] ?? []).map((macro) => ({
        ...macro,
        departmentId: department.id,
      })),
    ),
  ];
  let created = 0;
  for (const macro of wanted.filter((candidate) => !present.has(candidate.name))) {
    await macros.create(admin, macroInputSchema.parse(macro));
    created += 1;
  }
  return created;
}
