/** One server-sent event: its name (`message` when the server gave none) and its data lines. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * A server-sent events parser fed with the body's text as it arrives (chunks may split a line or
 * an event anywhere): `push(text)` returns the events the text completed. Follows the
 * text/event-stream format: `event:` and `data:` fields (several `data:` lines join with "\n"),
 * comment lines starting with ":" ignored, an empty line ends an event, CRLF, CR or LF ends a line.
 * An event the body ends in the middle of is dropped, as the format says (never half an event).
 */
export function createSseParser(): { push: (text: string) => ServerSentEvent[] } {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;

  const dispatch = (into: ServerSentEvent[]) => {
    if (hasData) into.push({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
    hasData = false;
  };

  const readLine = (line: string, into: ServerSentEvent[]) => {
    if (line === '') return dispatch(into);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    }
  };

  return {
    push(text) {
      buffer += text;
      const events: ServerSentEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone CR at the end may be the first half of a CRLF: wait for the next chunk.
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
        readLine(buffer.slice(0, match.index), events);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return events;
    },
  };
}
