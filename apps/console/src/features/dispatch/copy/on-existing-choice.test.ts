// The on-existing choice's keys: 1 2 3 in the domain's order, never while a digit is typed into a field
// (the copy dialog's dates) or with a modifier held.
import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { onExistingFromKey } from './on-existing-choice';

const press = (key: string, target: Element, modifiers: Partial<KeyboardEvent> = {}) =>
  onExistingFromKey({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  } as KeyboardEvent);

describe('onExistingFromKey', () => {
  const button = document.createElement('button');
  const radio = Object.assign(document.createElement('input'), { type: 'radio' });

  it('maps 1 2 3 to skip, replace, add on a button or a radio', () => {
    expect(press('1', button)).toBe('skip_served');
    expect(press('2', radio)).toBe('replace');
    expect(press('3', button)).toBe('add');
  });

  it('leaves other keys, digits typed into fields and modified keys alone', () => {
    expect(press('4', button)).toBeNull();
    expect(press('a', button)).toBeNull();
    expect(press('1', Object.assign(document.createElement('input'), { type: 'text' }))).toBeNull();
    expect(press('2', document.createElement('textarea'))).toBeNull();
    expect(press('3', button, { ctrlKey: true })).toBeNull();
  });
});
