import { describe, expect, it } from 'vitest';
import { consoleOpenerPolicy, consolePolicy, docsPolicy } from './security-headers.ts';

describe('console policy', () => {
  it('is self plus the page nonce without Firebase', () => {
    const policy = consolePolicy('abc', { firebaseProjectId: null });
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("style-src 'self' 'nonce-abc'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toMatch(/unsafe|https:/);
    expect(consoleOpenerPolicy({ firebaseProjectId: null })).toBe('same-origin');
  });

  it('adds the Firebase endpoints and lets its sign-in popup talk back when Firebase is configured', () => {
    const policy = consolePolicy('abc', { firebaseProjectId: 'demo-busops' });
    expect(policy).toContain('https://identitytoolkit.googleapis.com');
    expect(policy).toContain('https://securetoken.googleapis.com');
    expect(policy).toContain('frame-src https://*.firebaseapp.com;');
    expect(policy).not.toContain('unsafe');
    expect(consoleOpenerPolicy({ firebaseProjectId: 'demo-busops' })).toBe('same-origin-allow-popups');
  });
});

describe('docs policy', () => {
  it('allows each inline style by its hash and nothing else', () => {
    const policy = docsPolicy('<style>a{}</style><p>x</p><style>b{}</style>');
    expect(policy.match(/'sha256-[A-Za-z0-9+/=]+'/g)).toHaveLength(2);
    expect(policy.startsWith("default-src 'none';")).toBe(true);
  });
});
