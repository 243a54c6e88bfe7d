import {
  ragAnswerSchema,
  ragStreamDeltaSchema,
  ragStreamDoneSchema,
  ragStreamSourcesSchema,
  type AssistantSource,
  type RagAnswer,
  type RagAskRequest,
} from '@atiende/contracts';
import { parseJson } from '../../../lib/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api-error';
import { apiEventStream } from '../../../lib/api-stream';

export interface AskHandlers {
  /** The passages the answer is built from, before its first words. */
  onSources: (sources: AssistantSource[]) => void;
  /** The next words of the answer. */
  onDelta: (text: string) => void;
}

/** The stream ended without its `done` event: the answer is not whole. */
export class IncompleteAnswerError extends ApiError {
  constructor() {
    super(0, CLIENT_ERROR_CODES.invalidResponse, 'The answer stream ended before "done".');
  }
}

/**
 * POST /api/rag/ask asking for the stream (docs/assistant.md#streaming): `sources`, then `delta`s
 * handed over as they arrive, then `done`, whose whole answer is what this resolves with (it
 * replaces what was streamed). A server answering JSON gives the same answer at once. Events of
 * other names are skipped, so the server may add some.
 */
export async function askAssistant(
  request: RagAskRequest,
  handlers: AskHandlers,
  signal?: AbortSignal,
): Promise<RagAnswer> {
  let answer: RagAnswer | null = null;
  const result = await apiEventStream('/rag/ask', {
    body: request,
    signal,
    onEvent: ({ event, data }) => {
      const payload = parseJson(data);
      if (event === 'sources') handlers.onSources(ragStreamSourcesSchema.parse(payload).sources);
      else if (event === 'delta') handlers.onDelta(ragStreamDeltaSchema.parse(payload).text);
      else if (event === 'done') answer = ragStreamDoneSchema.parse(payload);
    },
  });
  if (result.kind === 'json') return ragAnswerSchema.parse(result.data);
  if (!answer) throw new IncompleteAnswerError();
  return answer;
}
