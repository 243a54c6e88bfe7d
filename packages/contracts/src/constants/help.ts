import { helpMessages, type FaqAudience, type FaqEntry } from '../messages/es/help';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from './feature-flags';
import type { Role } from './roles';

/** docs/product/help-and-pwa.md: which FAQ audiences each role reads. */
const AUDIENCES_BY_ROLE: Record<Role, readonly FaqAudience[]> = {
  CLIENT: ['everyone', 'client'],
  TECHNICIAN: ['everyone', 'staff', 'technicianAndLead'],
  TECH_LEAD: ['everyone', 'staff', 'technicianAndLead', 'leadAndAdmin'],
  ADMIN: ['everyone', 'staff', 'leadAndAdmin', 'admin'],
};

/**
 * The FAQ entries a role sees, in the order they are written. An entry about a capability
 * (`flag`) shows only while that capability's flag is on: off while it is not built yet
 * (docs/help.md#entries-that-wait-for-their-feature).
 */
export function faqEntriesFor(role: Role, flags: FeatureFlags = DEFAULT_FEATURE_FLAGS): FaqEntry[] {
  const audiences = AUDIENCES_BY_ROLE[role];
  const entries: readonly FaqEntry[] = helpMessages.faq.entries;
  return entries.filter(
    (entry) => audiences.includes(entry.audience) && (!entry.flag || flags[entry.flag]),
  );
}

/** Lower-case, without accents: "impresión" and "impresion" match alike. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Entries whose question or answer holds every word of the query (accent-insensitive). */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = fold(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
