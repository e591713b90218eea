export { buildSandbox, JWT_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS, type Sandbox, type SandboxOptions } from './app';
export { movableClock, systemClock, type Clock, type MovableClock } from './clock';
export { DEV_PREFIX } from './dev/devRoutes';
export { INPLAYER_PREFIX } from './inplayer/plugin';
export type { InPlayerContext } from './inplayer/context';
export { listenSandbox, type ListeningSandbox } from './listenSandbox';
export { CAPTCHA_REFUSED } from './captcha/CaptchaVerifier';
export { editedCaptcha, solvedCaptcha, TEST_CAPTCHA_KEY } from './captcha/testing';
