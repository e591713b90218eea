import { resolveService, type DependencyContainer, type ServiceRegistry, type TokenName } from '@ott/common';
import { useContext } from 'react';
import { ContainerContext, required } from '../app/contexts';

/** The app's DI container (integration services are registered in it). */
export const useContainer = (): DependencyContainer => required(useContext(ContainerContext), 'ContainerContext');

/**
 * A service by token name, e.g. `useService('accountService')`. Throws when nothing is
 * registered (a site without an integration has no account services): check `useAppStore('config',
 * (s) => s.integration)` first.
 */
export function useService<Name extends TokenName>(name: Name): ServiceRegistry[Name] {
  return resolveService(useContainer(), name);
}
