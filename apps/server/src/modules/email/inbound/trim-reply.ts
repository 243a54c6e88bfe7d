import EmailReplyParser from 'email-reply-parser';

/** The phrases mail programs put above quoted history in Spanish (the English ones the library knows). */
const SPANISH_QUOTE_HEADER =
  /^\s*(El\s.+escribi[óo]:|De:\s.+|-{2,}\s*Mensaje original\s*-{2,})\s*$/im;

/**
 * docs/email.md#inbound: only what the person wrote this time — quoted history (`>` lines, "On …
 * wrote:", «El … escribió:»), and a signature after `-- ` are cut, with email-reply-parser
 * (Crisp's port of GitHub's parser) and the Spanish headers above. When trimming would leave
 * nothing, the whole text stays: a reply is never lost.
 */
export function trimReply(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  const spanish = normalised.search(SPANISH_QUOTE_HEADER);
  const beforeSpanish = spanish > 0 ? normalised.slice(0, spanish) : normalised;
  const visible = new EmailReplyParser().parseReply(beforeSpanish).trim();
  return visible || normalised.trim();
}
