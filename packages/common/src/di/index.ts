// tsyringe needs the Reflect metadata API before it is loaded: keep this import first.
import 'reflect-metadata';

export { container, delay, inject, injectable, injectAll, Lifecycle, registry, scoped, singleton } from 'tsyringe';
export type { DependencyContainer, InjectionToken } from 'tsyringe';
export * from './tokens';
export * from './integrationModule';
