import { ActionIcon, Button, Checkbox, Group, Tooltip } from '@mantine/core';
import { IconDice5, IconList, IconWorld } from '@tabler/icons-react';
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

/** Rotate, the dice, and the switch between the globe and its plain list. */
export function GlobeToolbar({ rotating, onRotate, onDice, listShown, onList, globeAvailable }: Props) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.panel}>
      {!listShown && (
        <>
          <Checkbox label="Rotate" checked={rotating} onChange={(event) => onRotate(event.currentTarget.checked)} classNames={{ label: classes.light }} />
          <Tooltip label="Fly to a random station">
            <ActionIcon variant="light" size="lg" onClick={onDice} aria-label="Fly to a random station"><IconDice5 size={20} /></ActionIcon>
          </Tooltip>
        </>
      )}
      {globeAvailable && (
        <Button
          variant="light" size="xs" onClick={() => onList(!listShown)}
          leftSection={listShown ? <IconWorld size={16} /> : <IconList size={16} />}
        >
          {listShown ? 'Globe' : 'List'}
        </Button>
      )}
    </Group>
  );
}
