import { base } from '../../configs/eslint/base.js';

/** React and its renderers, by the names a module would import them under. */
const REACT_MODULE = '/^(react|react-dom|preact)(\\u002F.*)?$/';
const message = '@ott/player is the engine without React: React bindings belong in @ott/ui-react.';

/**
 * The repo's shared rules, and no React: the engine must run under any front end. A syntax rule,
 * so that it adds to the shared config's `no-restricted-imports` (deep imports) instead of replacing it.
 */
export default [
  ...base,
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `ImportDeclaration[source.value=${REACT_MODULE}]`, message },
        { selector: `ImportExpression[source.value=${REACT_MODULE}]`, message },
        { selector: `ExportNamedDeclaration[source.value=${REACT_MODULE}]`, message },
        { selector: `ExportAllDeclaration[source.value=${REACT_MODULE}]`, message },
      ],
    },
  },
];
