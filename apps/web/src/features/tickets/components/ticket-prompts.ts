import { ticketMessages, ticketWorkspaceMessages } from '@atiende/contracts';

const dialogs = ticketWorkspaceMessages.dialogs;

/**
 * The texts of the dialogs a status change may still ask (docs/product/tickets.md), the same on
 * the ticket page and from the list's shortcuts: Resuelto asks how it was resolved, Escalado the
 * reason.
 */
export const resolutionPrompt = {
  title: dialogs.resolveTitle,
  description: dialogs.resolveDescription,
  label: dialogs.resolveLabel,
  requiredMessage: ticketMessages.validation.resolutionRequired,
  submitLabel: dialogs.resolveSubmit,
};

export const escalationPrompt = {
  title: dialogs.escalateTitle,
  description: dialogs.escalateDescription,
  label: dialogs.reason,
  requiredMessage: ticketMessages.validation.reasonRequired,
  submitLabel: dialogs.escalateSubmit,
};
