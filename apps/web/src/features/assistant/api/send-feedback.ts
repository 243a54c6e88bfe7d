import type { AiFeedbackRequest } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';

/** POST /api/ai/feedback: a rating of one answer (5 helpful, 1 not helpful); the answer is not read. */
export function sendFeedback(feedback: AiFeedbackRequest): Promise<void> {
  return apiSend('POST', '/ai/feedback', feedback, null);
}
