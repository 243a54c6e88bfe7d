/**
 * The API keys' contract (docs/api-keys.md): scopes, schemas and texts, apart from the main entry
 * so that only the two admin pages and the server build them. The error texts are in the main
 * entry's catalogue.
 */
export * from './constants/api-keys';
export * from './schemas/api-keys';
export { apiKeyMessages } from './messages/es/api-keys';
