import { unknownMacroVariables } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import { canManageMacro, renderMacroText, type MacroValues } from './macro-rules';

const values: MacroValues = {
  cliente: 'Patricia Gómez',
  empresa: 'El Ceviche del Puerto',
  ticket: '#1234',
  asunto: 'No imprime',
  tecnico: 'Carlos Ruiz',
  departamento: 'Soporte POS',
};

describe('renderMacroText', () => {
  it('replaces each variable, written with or without accents, capitals or spaces', () => {
    expect(
      renderMacroText(
        'Hola {{cliente}} ({{ Empresa }}): {{ticket}} «{{asunto}}», {{técnico}} de {{DEPARTAMENTO}}',
        values,
      ),
    ).toBe(
      'Hola Patricia Gómez (El Ceviche del Puerto): #1234 «No imprime», Carlos Ruiz de Soporte POS',
    );
  });

  it('leaves braces that are no variable as written, and finds them as unknown', () => {
    expect(renderMacroText('{{nombre}} y {x}', values)).toBe('{{nombre}} y {x}');
    expect(unknownMacroVariables('{{nombre}} {{cliente}} {{nombre}} {{Técnico}}')).toEqual([
      'nombre',
    ]);
  });
});

describe('canManageMacro', () => {
  const lead = { userId: 'lead', role: 'TECH_LEAD', departmentIds: ['d1'] };
  const technician = { userId: 'tech', role: 'TECHNICIAN', departmentIds: ['d1'] };
  it('gives personal plantillas to their owner only, shared ones to leads of the place and admins', () => {
    const personal = { scope: 'PERSONAL' as const, ownerId: 'tech', departmentId: null };
    expect(canManageMacro(technician, personal)).toBe(true);
    expect(canManageMacro(lead, personal)).toBe(false);
    expect(canManageMacro({ ...lead, role: 'ADMIN' }, personal)).toBe(false);
    const shared = { scope: 'SHARED' as const, ownerId: null, departmentId: 'd2' };
    expect(canManageMacro(technician, { ...shared, departmentId: null })).toBe(false);
    expect(canManageMacro(lead, shared)).toBe(false);
    expect(canManageMacro(lead, { ...shared, departmentId: 'd1' })).toBe(true);
    expect(canManageMacro({ userId: 'a', role: 'ADMIN', departmentIds: [] }, shared)).toBe(true);
  });
});
