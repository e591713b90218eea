import { describe, expect, it } from 'vitest';
import { accountModalUrl, closeAccountModalUrl } from './accountModalUrl';

const at = (url: string) => {
  const parsed = new URL(url, 'http://site.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

describe('accountModalUrl', () => {
  it('adds u to the current page and keeps its other parameters', () => {
    expect(accountModalUrl(at('/m/abc/film?r=featured'), 'login')).toBe('/m/abc/film?r=featured&u=login');
  });

  it('replaces the current overlay value and adds extra parameters, leaving empty ones out', () => {
    expect(accountModalUrl(at('/?u=login'), 'forgot-password', { email: 'a@b.c', code: '' })).toBe('/?u=forgot-password&email=a%40b.c');
  });

  it('removes a parameter given as undefined', () => {
    expect(accountModalUrl(at('/?u=reset-password&resetPasswordToken=t1&email=a%40b.c'), 'login', { resetPasswordToken: undefined })).toBe(
      '/?u=login&email=a%40b.c',
    );
  });

  it('keeps the hash', () => {
    expect(accountModalUrl(at('/p/x#top'), 'create-account')).toBe('/p/x?u=create-account#top');
  });
});

describe('closeAccountModalUrl', () => {
  it('removes u and every overlay parameter, nothing else', () => {
    expect(closeAccountModalUrl(at('/s/srPatMkr/x?e=ep1&u=reset-password&resetPasswordToken=t&email=a%40b.c&code=ABC'))).toBe('/s/srPatMkr/x?e=ep1');
  });

  it('gives the bare path when nothing else is left', () => {
    expect(closeAccountModalUrl(at('/?u=login'))).toBe('/');
  });
});
