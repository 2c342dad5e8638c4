import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulesNamed } from './chunkGroups.ts';

const root = path.resolve('/repo');
const at = (file: string) => path.join(root, file);

describe('modulesNamed', () => {
  const named = modulesNamed({
    app: ['client/components/PageHeader', 'shared/lists/search'],
    mantine: ['core/components/Flex', 'modals/events', 'hooks/use-pagination'],
    icons: ['Plus'],
  }, root);

  it('takes an app file named, with its CSS module, and no other', () => {
    expect(named(at('client/components/PageHeader.tsx'))).toBe(true);
    expect(named(at('client/components/PageHeader.module.css'))).toBe(true);
    expect(named(at('shared/lists/search.ts'))).toBe(true);
    expect(named(at('client/components/PageHeaderMenu.tsx'))).toBe(false);
    expect(named(at('client/features/x/client/components/PageHeader.tsx'))).toBe(false);
  });

  it('takes a Mantine folder or file named, and an icon by its name', () => {
    expect(named(at('node_modules/@mantine/core/esm/components/Flex/Flex.mjs'))).toBe(true);
    expect(named(at('node_modules/@mantine/core/esm/components/Flex/flex-props.mjs'))).toBe(true);
    expect(named(at('node_modules/@mantine/core/esm/components/FlexGrid/FlexGrid.mjs'))).toBe(false);
    expect(named(at('node_modules/@mantine/modals/esm/events.mjs'))).toBe(true);
    expect(named(at('node_modules/@mantine/hooks/esm/use-pagination/use-pagination.mjs'))).toBe(true);
    expect(named(at('node_modules/@tabler/icons-react/dist/esm/icons/IconPlus.mjs'))).toBe(true);
    expect(named(at('node_modules/@tabler/icons-react/dist/esm/icons/IconPlusMinus.mjs'))).toBe(false);
  });

  it('takes a package module from a node_modules outside the root (a worktree whose node_modules is a link)', () => {
    expect(named(path.resolve(root, '../main/node_modules/@mantine/core/esm/components/Flex/Flex.mjs'))).toBe(true);
    expect(named(path.resolve(root, '../main/node_modules/@tabler/icons-react/dist/esm/icons/IconPlus.mjs'))).toBe(true);
    expect(named(path.resolve(root, '../main/node_modules/@mantine/core/esm/components/FlexGrid/FlexGrid.mjs'))).toBe(false);
    expect(named(path.resolve(root, '../main/client/components/PageHeader.tsx'))).toBe(false);
  });

  it('leaves a module of a package that has an app-like path alone', () => {
    expect(named(at('node_modules/some-package/client/components/PageHeader.tsx'))).toBe(false);
    expect(named('\0vite/preload-helper.js')).toBe(false);
  });
});
