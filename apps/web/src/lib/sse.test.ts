import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('reads named events and joins several data lines with a line break', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: uno\ndata: dos\n\ndata: sin nombre\n\n')).toEqual([
      { event: 'delta', data: 'uno\ndos' },
      { event: 'message', data: 'sin nombre' },
    ]);
  });

  it('waits for the rest of an event split anywhere, CRLF split between chunks included', () => {
    const parser = createSseParser();
    expect(parser.push('event: do')).toEqual([]);
    expect(parser.push('ne\r')).toEqual([]);
    expect(parser.push('\ndata:{"a":1}\r\n\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'done', data: '{"a":1}' }]);
  });

  it('skips comments and events without data, and keeps no half event', () => {
    const parser = createSseParser();
    expect(parser.push(': ping\n\nevent: sources\n\nevent: delta\ndata: x')).toEqual([]);
    expect(parser.push('yz\r\rretry: 10\n\n')).toEqual([{ event: 'delta', data: 'xyz' }]);
  });
});
