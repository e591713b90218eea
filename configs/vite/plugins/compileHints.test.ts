import { describe, expect, it } from 'vitest';
import { handlerOf } from '../pluginHooks.test-helpers.ts';
import { COMPILE_HINT, compileHints } from './compileHints.ts';

describe('compileHints', () => {
  it('opens the entry chunk with the compile hint and shifts its source maps by a line; other chunks stay', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk', isEntry: true, fileName: 'assets/index.js', code: 'run();', map: { mappings: 'AAAA' } },
      'assets/index.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
      'assets/Lazy.js': { type: 'chunk', isEntry: false, fileName: 'assets/Lazy.js', code: 'later();', map: { mappings: 'AAAA' } },
    };
    handlerOf(compileHints().generateBundle)({}, bundle);
    expect(bundle['assets/index.js'].code).toBe(`${COMPILE_HINT}\nrun();`);
    expect(bundle['assets/index.js'].map.mappings).toBe(';AAAA');
    expect(JSON.parse(bundle['assets/index.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA' });
    expect(bundle['assets/Lazy.js'].code).toBe('later();');
  });
});
