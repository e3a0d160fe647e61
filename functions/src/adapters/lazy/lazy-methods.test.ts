import { describe, expect, it } from 'vitest';
import { lazyMethods } from './lazy-methods.js';

interface Greeter {
  greet(name: string): Promise<string>;
  shout(name: string): Promise<string>;
}

const greeter = (prefix: string): Greeter => ({
  async greet(name) {
    return `${prefix} ${name}`;
  },
  async shout(name) {
    return (await this.greet(name)).toUpperCase();
  },
});

describe('lazyMethods', () => {
  it('loads the adapter on the first call only, once, and answers as the adapter does', async () => {
    let loads = 0;
    const lazy = lazyMethods<Greeter, keyof Greeter>(async () => {
      loads += 1;
      return greeter('hello');
    }, ['greet', 'shout']);
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([lazy.greet('Ann'), lazy.shout('Bo')]);
    expect([a, b]).toEqual(['hello Ann', 'HELLO BO']);
    expect(await lazy.greet('Cy')).toBe('hello Cy');
    expect(loads).toBe(1);
  });

  it("passes the adapter's own errors through", async () => {
    const lazy = lazyMethods<Greeter, 'greet'>(
      async () => ({
        greet: async () => {
          throw new Error('refused');
        },
        shout: async () => '',
      }),
      ['greet'],
    );
    await expect(lazy.greet('Ann')).rejects.toThrow('refused');
  });

  it('tries the load again on the next call after a failed one', async () => {
    let loads = 0;
    const lazy = lazyMethods<Greeter, 'greet'>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk missing');
      return greeter('hi');
    }, ['greet']);
    await expect(lazy.greet('Ann')).rejects.toThrow('chunk missing');
    expect(await lazy.greet('Ann')).toBe('hi Ann');
    expect(loads).toBe(2);
  });
});
