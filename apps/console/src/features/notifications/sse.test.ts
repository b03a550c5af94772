import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

describe('SseParser', () => {
  it('parses events split across chunks, skips comments, keeps the last id', () => {
    const parser = new SseParser();
    expect(parser.push(': ping\n\nid: 12\nevent: notif')).toEqual([]);
    const events = parser.push('ication\ndata: {"id":12}\n\ndata: a\ndata: b\n\n');
    expect(events).toEqual([
      { id: '12', event: 'notification', data: '{"id":12}' },
      { id: '12', event: 'message', data: 'a\nb' },
    ]);
    expect(parser.lastEventId).toBe('12');
  });

  it('handles CRLF line endings', () => {
    const parser = new SseParser();
    expect(parser.push('event: notification\r\ndata: x\r\n\r\n')).toEqual([
      { id: null, event: 'notification', data: 'x' },
    ]);
  });
});
