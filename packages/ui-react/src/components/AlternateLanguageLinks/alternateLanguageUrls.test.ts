import { describe, expect, it } from 'vitest';
import { alternateLanguageUrls } from './alternateLanguageUrls';

describe('alternateLanguageUrls', () => {
  it('links the page in every language, and x-default without one', () => {
    expect(alternateLanguageUrls('https://tv.example.org/p/featured/films', ['en', 'es'])).toEqual([
      { hrefLang: 'en', href: 'https://tv.example.org/p/featured/films?lng=en' },
      { hrefLang: 'es', href: 'https://tv.example.org/p/featured/films?lng=es' },
      { hrefLang: 'x-default', href: 'https://tv.example.org/p/featured/films' },
    ]);
  });

  it('replaces a lng already in the address, keeps other parameters and drops the hash', () => {
    expect(alternateLanguageUrls('https://tv.example.org/m/abc/film?r=featured&lng=fr#top', ['de'])).toEqual([
      { hrefLang: 'de', href: 'https://tv.example.org/m/abc/film?r=featured&lng=de' },
      { hrefLang: 'x-default', href: 'https://tv.example.org/m/abc/film?r=featured' },
    ]);
  });
});
