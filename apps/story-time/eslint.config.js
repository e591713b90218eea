import reactHooks from 'eslint-plugin-react-hooks';
import { base } from '../../configs/eslint/base.js';

/** The repo's shared rules plus the rules of hooks. */
export default [...base, reactHooks.configs.flat.recommended, { rules: { 'react-hooks/exhaustive-deps': 'error' } }];
