import { describe, expect, it } from 'vitest';
import { realtimeKind } from './realtime-view';
import { parseServerMessage, realtimeSocketUrl } from './socket-messages';

describe('the socket address and frames', () => {
  it('uses wss on https and the API host, with the ticket as token', () => {
    expect(realtimeSocketUrl('/api', 'https://ayuda.example.pe/tickets', 'abc')).toBe(
      'wss://ayuda.example.pe/ws/notifications?token=abc',
    );
    expect(realtimeSocketUrl('/api', 'http://127.0.0.1:5173/', 'a b')).toBe(
      'ws://127.0.0.1:5173/ws/notifications?token=a+b',
    );
    expect(realtimeSocketUrl('https://api.example.pe/api', 'http://localhost:4173/', 't')).toBe(
      'wss://api.example.pe/ws/notifications?token=t',
    );
  });

  it('accepts only frames of the contract', () => {
    expect(parseServerMessage('{"type":"pong","timestamp":1}')).toEqual({
      type: 'pong',
      timestamp: 1,
    });
    expect(parseServerMessage('{"type":"unknown"}')).toBeNull();
    expect(parseServerMessage('{')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('the status bar text (docs/product/notifications.md#real-time-connection)', () => {
  it('tells first connection, reconnecting, connected and given up apart', () => {
    expect(realtimeKind({ state: 'connecting', attempt: 0, isExhausted: false })).toBe(
      'connecting',
    );
    expect(realtimeKind({ state: 'connecting', attempt: 2, isExhausted: false })).toBe(
      'reconnecting',
    );
    expect(realtimeKind({ state: 'error', attempt: 1, isExhausted: false })).toBe('reconnecting');
    expect(realtimeKind({ state: 'connected', attempt: 0, isExhausted: false })).toBe('connected');
    expect(realtimeKind({ state: 'error', attempt: 5, isExhausted: true })).toBe('exhausted');
    expect(realtimeKind({ state: 'disconnected', attempt: 0, isExhausted: false })).toBe(
      'disconnected',
    );
  });
});
