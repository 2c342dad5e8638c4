import { Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

const CHOICES: { value: MantineColorScheme; label: string; Icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', Icon: IconSun },
  { value: 'dark', label: 'Dark', Icon: IconMoon },
  { value: 'auto', label: 'System', Icon: IconDeviceDesktop },
];

/**
 * The account menu's theme choice. Mantine's items are role="menuitem" (no aria-checked), so the current choice
 * is marked with a check and aria-current; the menu stays open, so that the check is seen to move.
 */
export function ColorSchemeMenuItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Divider />
      <Menu.Label>Theme</Menu.Label>
      {CHOICES.map(({ value, label, Icon }) => (
        <Menu.Item key={value} leftSection={<Icon size={14} aria-hidden />} closeMenuOnClick={false}
          rightSection={value === colorScheme ? <IconCheck size={14} aria-hidden /> : undefined}
          aria-current={value === colorScheme} onClick={() => setColorScheme(value)}>
          {label}
        </Menu.Item>
      ))}
      <Menu.Divider />
    </>
  );
}
