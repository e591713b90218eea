// Controllers: network orchestration over the services and stores (login, sign-up, logout, ...).
export * from './AccountController';
