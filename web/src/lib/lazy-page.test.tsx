import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.js';

const Page = () => null;

describe('lazyPage (issue 28: a page loads its code beside the config and the session)', () => {
  it('starts the import once, whether preloaded, preloaded again or rendered', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    const first = page.preload();
    const second = page.preload();
    expect(await first).toEqual({ default: Page });
    expect(await second).toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is not kept: the next attempt loads again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Page });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('offline');
    expect(await page.preload()).toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a preloaded page shows at once, not the loading fallback first (which React holds 300 ms)', async () => {
    const Ready = () => createElement('h1', null, 'The page');
    const page = lazyPage(async () => ({ default: Ready }));
    await page.preload();
    render(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(page)));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('a page not loaded yet shows the fallback, then the page', async () => {
    const Ready = () => createElement('h1', null, 'The page');
    const page = lazyPage(async () => ({ default: Ready }));
    render(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(page)));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
