import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Hello({ name }: { name: string }) {
  return <p>Xin chào {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>lỗi: {String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  it('shows the fallback, then the component once the module is in', async () => {
    const module = deferred<{ default: typeof Hello }>();
    const Lazy = lazyComponent(
      () => module.promise,
      () => <p>đang tải</p>,
    );
    render(<Lazy name="An" />);
    expect(screen.getByText('đang tải')).toBeTruthy();
    await act(async () => module.resolve({ default: Hello }));
    expect(screen.getByText('Xin chào An')).toBeTruthy();
    expect(Lazy.loaded()).toBe(Hello);
  });

  it('renders at once, without a fallback, when preloaded', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Lazy = lazyComponent(load, () => <p>đang tải</p>);
    await Lazy.preload();
    await Lazy.preload();
    render(<Lazy name="Bình" />);
    expect(screen.getByText('Xin chào Bình')).toBeTruthy();
    expect(screen.queryByText('đang tải')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download reaches the error boundary, and the next mount tries again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('mất mạng'))
      .mockResolvedValueOnce({ default: Hello });
    const Lazy = lazyComponent(load, () => <p>đang tải</p>);
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const first = render(
      <Boundary>
        <Lazy name="Chi" />
      </Boundary>,
    );
    expect(await screen.findByText('lỗi: mất mạng')).toBeTruthy();
    first.unmount();
    render(<Lazy name="Chi" />);
    expect(await screen.findByText('Xin chào Chi')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
