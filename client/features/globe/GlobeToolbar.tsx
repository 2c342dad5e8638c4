import { ActionIcon, Box, Button, Checkbox, Group, Menu, Tooltip } from '@mantine/core';
import { IconDice5, IconDotsVertical, IconList, IconWorld } from '@tabler/icons-react';
import classes from './GlobePage.module.css';

interface Props {
  rotating: boolean;
  onRotate: (on: boolean) => void;
  onDice: () => void;
  listShown: boolean;
  onList: (shown: boolean) => void;
  /** Without WebGL there is only the list. */
  globeAvailable: boolean;
}

const DICE = 'Fly to a random station';

/**
 * Rotate, the dice, and the switch between the globe and its plain list. On a phone they fit one row beside the
 * title: the switch as an icon, Rotate and the dice in a menu.
 */
export function GlobeToolbar({ rotating, onRotate, onDice, listShown, onList, globeAvailable }: Props) {
  const view = listShown ? { label: 'Globe', Icon: IconWorld } : { label: 'List', Icon: IconList };
  return (
    <>
      <Group gap="sm" wrap="nowrap" visibleFrom="sm">
        {!listShown && (
          <>
            <Checkbox label="Rotate" checked={rotating} onChange={(event) => onRotate(event.currentTarget.checked)} classNames={{ label: classes.light }} />
            <Tooltip label={DICE}>
              <ActionIcon variant="light" size="lg" onClick={onDice} aria-label={DICE}><IconDice5 size={20} /></ActionIcon>
            </Tooltip>
          </>
        )}
        {globeAvailable && (
          <Button variant="light" size="xs" onClick={() => onList(!listShown)} leftSection={<view.Icon size={16} />}>{view.label}</Button>
        )}
      </Group>

      <Box hiddenFrom="sm">
        <Group gap={6} wrap="nowrap">
          {globeAvailable && (
            <ActionIcon variant="light" size="lg" onClick={() => onList(!listShown)} aria-label={view.label} title={view.label}>
              <view.Icon size={20} />
            </ActionIcon>
          )}
          {!listShown && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="light" size="lg" aria-label="More globe controls"><IconDotsVertical size={20} /></ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Box px="sm" py={8}>
                  <Checkbox label="Rotate" checked={rotating} onChange={(event) => onRotate(event.currentTarget.checked)} />
                </Box>
                <Menu.Item onClick={onDice} leftSection={<IconDice5 size={16} />}>{DICE}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Box>
    </>
  );
}
