import { describe, expect, it, vi } from 'vitest';
import { createServiceContainer, type ServiceResolver } from './serviceContainer';

interface Registry {
  greeting: string;
  name: string;
  greeter: { greet(): string };
  loop: number;
  back: number;
}

describe('createServiceContainer', () => {
  it('resolves values, and builds a factory once, on its first resolve, with the services it names', () => {
    const container = createServiceContainer<Registry>();
    const build = vi.fn((resolve: ServiceResolver<Registry>) => ({ greet: () => `${resolve('greeting')}, ${resolve('name')}` }));
    container.factory('greeter', build);
    container.value('greeting', 'Hello');
    container.value('name', 'Ada');
    expect(build).not.toHaveBeenCalled();
    const greeter = container.resolve('greeter');
    expect(greeter.greet()).toBe('Hello, Ada');
    expect(container.resolve('greeter')).toBe(greeter);
    expect(build).toHaveBeenCalledOnce();
  });

  it('tells which names are registered, built or not', () => {
    const container = createServiceContainer<Registry>();
    container.factory('loop', () => 1);
    container.value('name', 'Ada');
    expect([container.has('loop'), container.has('name'), container.has('greeting')]).toEqual([true, true, false]);
  });

  it('refuses a second registration of a name, before and after it is built', () => {
    const container = createServiceContainer<Registry>();
    container.value('name', 'Ada');
    expect(() => container.value('name', 'Grace')).toThrow('a service is registered as "name" already');
    container.factory('loop', () => 1);
    container.resolve('loop');
    expect(() => container.factory('loop', () => 2)).toThrow('a service is registered as "loop" already');
    expect(container.resolve('name')).toBe('Ada');
  });

  it('names what is missing, and the services of a cycle', () => {
    const container = createServiceContainer<Registry>();
    expect(() => container.resolve('name')).toThrow('no service is registered as "name"');
    container.factory('loop', (resolve) => resolve('back'));
    container.factory('back', (resolve) => resolve('loop'));
    expect(() => container.resolve('loop')).toThrow('services that need each other: loop -> back -> loop');
  });

  it('keeps containers apart', () => {
    const first = createServiceContainer<Registry>();
    const second = createServiceContainer<Registry>();
    first.factory('greeter', () => ({ greet: () => 'first' }));
    expect(second.has('greeter')).toBe(false);
  });
});
