// The open server-sent streams of this API instance (every kind: http/sse-registry.ts registers them), by session and by user, so that a revoked
// session (or a Firebase user whose tokens were revoked) ends exactly its streams, and so that one
// session or one user cannot hold more than a few of them.

/** Streams one session may hold on one instance, of every kind (a console tab holds the notifications
 * stream and, on the map, the positions stream; reconnects of one sign-in). */
export const MAX_STREAMS_PER_SESSION = 8;
/** Streams one user may hold on one instance, over all their sessions (phone + computers). */
export const MAX_STREAMS_PER_USER = 16;

export interface HeldStream {
  userId: number;
  /** Local identity session; null under Firebase (revoked per user). */
  sessionId: string | null;
  /** The ID token the stream was opened with: Firebase streams are re-verified with it. */
  idToken: string;
  /** Ends the stream (idempotent). */
  end(): void;
  /** When the ID token was last verified (ms epoch). */
  verifiedAt: number;
}

export interface StreamRegistry {
  /**
   * Registers an open stream; when its session or its user already holds the maximum, their
   * oldest stream is ended first. Returns the release (call when the stream closes).
   */
  hold(stream: HeldStream): () => void;
  /** Ends the given streams (those still held). */
  end(list: HeldStream[]): number;
  endSession(sessionId: string): number;
  endUser(userId: number): number;
  endAll(): void;
  all(): HeldStream[];
  count(filter: { sessionId: string } | { userId: number }): number;
}

export function createStreamRegistry(): StreamRegistry {
  // Sets keep insertion order: the first element is the oldest stream.
  const bySession = new Map<string, Set<HeldStream>>();
  const byUser = new Map<number, Set<HeldStream>>();
  const streams = new Set<HeldStream>();

  const add = <K>(index: Map<K, Set<HeldStream>>, key: K, stream: HeldStream) => {
    const set = index.get(key) ?? new Set();
    set.add(stream);
    index.set(key, set);
  };
  const remove = <K>(index: Map<K, Set<HeldStream>>, key: K, stream: HeldStream) => {
    const set = index.get(key);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) index.delete(key);
  };
  const release = (stream: HeldStream) => {
    streams.delete(stream);
    if (stream.sessionId !== null) remove(bySession, stream.sessionId, stream);
    remove(byUser, stream.userId, stream);
  };
  const endEach = (list: Iterable<HeldStream>) => {
    const ending = [...list];
    for (const stream of ending) {
      release(stream);
      stream.end();
    }
    return ending.length;
  };
  const endOldestBeyond = (set: Set<HeldStream> | undefined, max: number) => {
    while (set && set.size >= max) {
      const oldest = set.values().next().value as HeldStream;
      endEach([oldest]);
    }
  };

  return {
    hold(stream) {
      if (stream.sessionId !== null)
        endOldestBeyond(bySession.get(stream.sessionId), MAX_STREAMS_PER_SESSION);
      endOldestBeyond(byUser.get(stream.userId), MAX_STREAMS_PER_USER);
      streams.add(stream);
      if (stream.sessionId !== null) add(bySession, stream.sessionId, stream);
      add(byUser, stream.userId, stream);
      return () => release(stream);
    },
    end: (list) => endEach(list.filter((stream) => streams.has(stream))),
    endSession: (sessionId) => endEach(bySession.get(sessionId) ?? []),
    endUser: (userId) => endEach(byUser.get(userId) ?? []),
    endAll: () => void endEach(streams),
    all: () => [...streams],
    count: (filter) =>
      'sessionId' in filter
        ? (bySession.get(filter.sessionId)?.size ?? 0)
        : (byUser.get(filter.userId)?.size ?? 0),
  };
}
