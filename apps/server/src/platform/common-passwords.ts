import { dictionary } from '@zxcvbn-ts/language-common';

/** Spanish-speaking favourites missing from the English-centred list. */
const SPANISH_COMMON = [
  'contraseña',
  'contrasena',
  'contraseña1',
  'contrasena123',
  'micontraseña',
  'teamo123',
  'peru1234',
  'lima1234',
  'soporte123',
  'atiende123',
  'administrador',
  'bienvenido',
  'bienvenido1',
  'hola1234',
  'qwerty123',
];

let commonPasswords: Set<string> | undefined;

/**
 * docs/conventions.md#security: passwords are checked against a list of common ones (~49k, built
 * once, lazily).
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set([...(dictionary['passwords-common'] as string[]), ...SPANISH_COMMON]);
  return commonPasswords.has(password.toLowerCase());
}
