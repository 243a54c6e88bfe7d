/**
 * The API's field messages for departments, products and services. Their own module: the contract's schemas use them, and
 * the rest of the departments, products and services texts stay out of the chunk that carries the schemas
 * (docs/performance.md, ninth pass).
 */
export const departmentValidationMessages = {
  priceInvalid: 'El precio debe ser un número',
  priceNegative: 'El precio no puede ser negativo',
  priceTooHigh: 'El precio no puede superar S/ 9,999,999,999.99',
  priceDecimals: 'El precio admite hasta 2 decimales',
  departmentRequired: 'El departamento es obligatorio',
  departmentInactive: 'El departamento está desactivado: actívalo o elige otro',
  kindInvalid: 'El tipo debe ser producto o servicio',
  descriptionTooLong: 'La descripción no puede superar los 2,000 caracteres',
  statusesTooMany: 'Un departamento admite hasta 30 estados personalizados',
  baseStatusInvalid: 'Elige un estado base válido',
  searchTooLong: 'La búsqueda no puede superar los 200 caracteres',
  pageInvalid: 'La página debe ser un número entero mayor que 0',
  limitInvalid: 'El límite debe ser un número entero entre 1 y 100',
  formatInvalid: 'El formato debe ser xlsx o csv',
} as const;
