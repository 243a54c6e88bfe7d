/**
 * The API's field messages for customers. Their own module: the contract's schemas use them, and
 * the rest of the customers texts stay out of the chunk that carries the schemas
 * (docs/performance.md, ninth pass).
 */
export const customerValidationMessages = {
  nameRequired: 'El nombre de la empresa es obligatorio',
  nameTooLong: 'El nombre no puede superar los 150 caracteres',
  rucInvalid: 'El RUC debe tener 11 dígitos y empezar con 10, 15, 16, 17 o 20',
  emailInvalid: 'El email no tiene un formato válido',
  phoneInvalid: 'El teléfono solo puede tener números, espacios, +, ( ) y -',
  tooLong: 'El texto es demasiado largo',
  contactNameRequired: 'El nombre del contacto es obligatorio',
  contactsTooMany: 'Un cliente admite hasta 100 contactos',
  contactUnknown: 'Ese contacto no pertenece a este cliente',
  contactEmailRepeated: 'Ese email ya está en otro contacto de este cliente',
  intoIdRequired: 'Elige el cliente que se conserva',
} as const;
