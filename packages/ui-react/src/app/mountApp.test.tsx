import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mountApp } from './mountApp';

describe('mountApp', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => document.body.replaceChildren());

  it('renders the app into #root', () => {
    document.body.innerHTML = '<div id="root"></div>';
    let root: Root | undefined;
    act(() => {
      root = mountApp(<p>Hello</p>);
    });
    expect(document.getElementById('root')).toHaveTextContent('Hello');
    act(() => root?.unmount());
  });

  it('fails clearly when the page has no #root', () => {
    expect(() => mountApp(<p>Hello</p>)).toThrow('index.html has no #root element');
  });
});
