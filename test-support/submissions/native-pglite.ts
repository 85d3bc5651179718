// Import first in any test that opens PGlite in the Jest process.
//
// Jest runs modules in a vm context where import() needs --experimental-vm-modules, and PGlite
// loads Node built-ins with import() ("A dynamic import callback was invoked without
// --experimental-vm-modules"). So the tests load PGlite with Node's own require, outside Jest's
// module registry (Jest's own `module` builtin and createRequire lead back into the registry);
// the code under test is unchanged.
import { runInThisContext } from 'node:vm';

function nativeRequire(id: string): unknown {
  // runInThisContext evaluates in Node's main context, where `process` is the real one (Jest
  // wraps getBuiltinModule and createRequire in the sandbox).
  const realProcess = runInThisContext('process') as {
    getBuiltinModule?: (name: string) => unknown;
  };
  const realModule = realProcess.getBuiltinModule?.('node:module') as
    { createRequire(path: string): NodeJS.Require } | undefined;
  if (!realModule)
    throw new Error(
      'process.getBuiltinModule is missing (Node >= 20.16 needed) to load PGlite outside the Jest sandbox',
    );
  return realModule.createRequire(__filename)(id);
}

jest.mock('@electric-sql/pglite', () => nativeRequire('@electric-sql/pglite'));
jest.mock('@electric-sql/pglite/nodefs', () => nativeRequire('@electric-sql/pglite/nodefs'));

export {};
