import {
  IMPORT_FIELDS,
  IMPORT_REQUIRED_FIELDS,
  importMessages,
  type ImportEntity,
  type ImportField,
  type ImportMapping,
} from '@atiende/contracts';

export function fieldLabel(entity: ImportEntity, field: string): string {
  return (
    importMessages.entityFieldLabels[entity][field] ?? importMessages.fieldLabels[field] ?? field
  );
}

export function fieldsOf(entity: ImportEntity): readonly ImportField[] {
  return IMPORT_FIELDS[entity];
}

/** The required fields no column feeds yet, as labels. */
export function missingRequired(entity: ImportEntity, mapping: ImportMapping): string[] {
  const mapped = new Set(Object.values(mapping));
  return IMPORT_REQUIRED_FIELDS[entity]
    .filter((field) => !mapped.has(field))
    .map((field) => fieldLabel(entity, field));
}

/** Gives `field` to `column`; a field feeds one column at most, so it leaves any other. */
export function assignField(
  mapping: ImportMapping,
  column: string,
  field: ImportField | '',
): ImportMapping {
  const next: ImportMapping = {};
  for (const [name, value] of Object.entries(mapping)) {
    if (name !== column && value !== field) next[name] = value;
  }
  if (field) next[column] = field;
  return next;
}
