const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '-_.!';

/**
 * A random 16-character password for a new account ("Generar"): letters without look-alikes,
 * digits and a symbol, from the browser's cryptographic generator. The server still checks it.
 */
export function generatePassword(length = 16): string {
  const bytes = new Uint32Array(length);
  crypto.getRandomValues(bytes);
  const characters = Array.from(bytes, (value) => ALPHABET[value % ALPHABET.length]);
  characters[bytes[0]! % length] = SYMBOLS[bytes[1]! % SYMBOLS.length]!;
  characters[(bytes[0]! + 1) % length] = String((bytes[2]! % 8) + 2);
  return characters.join('');
}
