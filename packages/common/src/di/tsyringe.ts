// tsyringe needs the Reflect metadata API before it is loaded: every use of tsyringe in this package goes through here.
import 'reflect-metadata';

export { container, delay, inject, injectable, injectAll, Lifecycle, registry, scoped, singleton } from 'tsyringe';
export type { DependencyContainer, InjectionToken } from 'tsyringe';
