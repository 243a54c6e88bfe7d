/**
 * The version file's schema alone, for the new-version check every signed-in page makes after
 * its first paint: a phone's load of /tickets asks for neither the staff nor the departments, and
 * must not build their schemas to read five fields (docs/performance.md#first-paint).
 */
export { versionFileSchema } from '@atiende/contracts';
