import { mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset.ts';

// Unit tests (msw, beside the code: the provider is never reached) and contract tests
// (test/contract: against apps/provider-sandbox in this process, on loopback; never the real provider).
export default mergeConfig(vitestPreset({ coverageLines: 90 }), {});
