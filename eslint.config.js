import { base } from './configs/eslint/base.js';

export default base;
