import { vitestPreset } from '../../configs/vitest/preset';

export default vitestPreset({ coverageLines: 80 });
