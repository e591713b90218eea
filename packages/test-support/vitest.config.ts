import { vitestPreset } from '../../configs/vitest/preset.ts';

export default vitestPreset({ coverageLines: 90 });
