import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { FeedLine, ParsedFeed } from './gtfs.feed-parse.ts';
import { type HandoverMessage, handOver, LINES_PER_PIECE, receiver } from './gtfs.parse-handover.ts';

function feedOf(lineCount: number): ParsedFeed {
  const lines: FeedLine[] = Array.from({ length: lineCount }, (_, i) => ({
    tripLine: i + 2,
    routeNumber: `R${i}`,
    direction: (i % 2) as 0 | 1,
    name: `Tuyến ${i}`,
    stopCodes: ['A', 'B'],
    distancesKm: [0, 1.5],
    shape: [
      [10.7, 106.6],
      [10.71, 106.61],
    ],
    departures: new Map([['weekday 05:00', { dayType: 'weekday', time: '05:00', runningMinutes: 40 }]]),
  }));
  return {
    stops: new Map([
      ['a', { line: 2, code: 'A', name: 'Bến Thành', lat: 10.77, lng: 106.69, wheelchair: false }],
    ]),
    routes: new Map([['r0', { line: 2, number: 'R0', name: 'Một', color: null }]]),
    lines,
    fares: new Map([['r0', new Set([7000])]]),
    errors: [],
    warnings: ['cảnh báo'],
    rejected: [],
  };
}

/** Hands `feed` over a real message channel; counts turns of the event loop the receiver let run. */
async function handedOver(feed: ParsedFeed) {
  const { port1: worker, port2: api } = new MessageChannel();
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns += 1;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const turnsAtPiece: number[] = [];
  const take = receiver(() => api.postMessage('next'));
  const received = new Promise<ParsedFeed>((resolve) =>
    api.on('message', (message: HandoverMessage) => {
      turnsAtPiece.push(turns);
      const whole = take(message);
      if (whole) resolve(whole);
    }),
  );
  await handOver(feed, worker);
  const whole = await received;
  ticking = false;
  worker.close();
  api.close();
  return { whole, turnsAtPiece };
}

describe('handing a parsed feed from the worker', () => {
  it('sends it in pieces, each asked for from a fresh turn of the event loop, and rebuilds it whole', async () => {
    const feed = feedOf(LINES_PER_PIECE * 3 + 5);
    const { whole, turnsAtPiece } = await handedOver(feed);
    expect(whole).toEqual(feed);
    // The head, then four pieces of lines.
    expect(turnsAtPiece).toHaveLength(1 + 4);
    // Other work (here the ticker) ran between every two pieces: never two pieces in one task.
    for (let i = 1; i < turnsAtPiece.length; i++)
      expect(turnsAtPiece[i]!, `piece ${i}`).toBeGreaterThan(turnsAtPiece[i - 1]!);
  });

  it('a feed without lines is whole with its head', async () => {
    const feed = feedOf(0);
    const { whole, turnsAtPiece } = await handedOver(feed);
    expect(whole).toEqual(feed);
    expect(turnsAtPiece).toHaveLength(1);
  });
});
