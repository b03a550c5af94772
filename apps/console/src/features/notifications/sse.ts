// A small text/event-stream parser (WHATWG "event stream interpretation"), fed chunk by chunk.

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export class SseParser {
  #buffer = '';
  #data: string[] = [];
  #event = '';
  #id: string | null = null;
  /** Last event id seen, sent back as Last-Event-ID when reconnecting. */
  lastEventId: string | null = null;

  /** Feeds decoded text; returns the events completed by it. */
  push(text: string): SseEvent[] {
    this.#buffer += text;
    const events: SseEvent[] = [];
    const lines = this.#buffer.split(/\r\n|\r|\n/);
    this.#buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (this.#data.length > 0) {
          events.push({ id: this.#id, event: this.#event || 'message', data: this.#data.join('\n') });
        }
        this.#data = [];
        this.#event = '';
        continue;
      }
      if (line.startsWith(':')) continue; // comment, e.g. ': ping'
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'data') this.#data.push(value);
      else if (field === 'event') this.#event = value;
      else if (field === 'id' && !value.includes('\0')) {
        this.#id = value;
        this.lastEventId = value;
      }
    }
    return events;
  }
}
