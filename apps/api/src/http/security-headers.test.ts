import { describe, expect, it } from 'vitest';
import { consoleOpenerPolicy, consolePolicy, docsPolicy, tileSource } from './security-headers.ts';

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

describe('map tiles', () => {
  it('allows the configured tile host in img-src and connect-src, and nothing when none is configured', () => {
    const policy = consolePolicy('abc', {
      firebaseProjectId: null,
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}{r}.png',
    });
    expect(policy).toContain("img-src 'self' data: https://*.tile.openstreetmap.org;");
    expect(policy).toContain("connect-src 'self' https://*.tile.openstreetmap.org;");
    expect(consolePolicy('abc', { firebaseProjectId: null, mapTileUrl: null })).not.toContain('https:');
  });

  it('reads the host of a template, and refuses what is not an http(s) URL', () => {
    expect(tileSource('https://tile.example.vn:8443/{z}/{x}/{y}.png')).toBe('https://tile.example.vn:8443');
    expect(tileSource('javascript:alert(1)')).toBeNull();
    expect(tileSource('not a url')).toBeNull();
    expect(tileSource(null)).toBeNull();
  });
});

describe('docs policy', () => {
  it('allows each inline style by its hash and nothing else', () => {
    const policy = docsPolicy('<style>a{}</style><p>x</p><style>b{}</style>');
    expect(policy.match(/'sha256-[A-Za-z0-9+/=]+'/g)).toHaveLength(2);
    expect(policy.startsWith("default-src 'none';")).toBe(true);
  });
});
