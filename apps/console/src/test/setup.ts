// jsdom lacks these browser APIs; cmdk (ResizeObserver, scrollIntoView) and Blueprint (matchMedia) need them.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { clearRecordSearchers } from '../commands/record-search';
import { clearRegistry } from '../commands/registry';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!('ResizeObserver' in globalThis)) {
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The files of a worker share its modules (isolate: false in vite.config.ts): each file starts with
// empty registries and registers what it tests, as it did when every file had its own modules.
beforeAll(() => {
  clearRegistry();
  clearRecordSearchers();
});
