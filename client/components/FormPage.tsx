import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BackLinkTarget } from './BackLink.tsx';
import { PageHeader } from './PageHeader.tsx';

interface FormPageProps {
  title: string;
  /** The list the form adds to: the back link and Cancel lead there. */
  back: BackLinkTarget;
  /** A figure to know before filling in the form (SPEC: the latest project number, the active NCRs). */
  fact: { label: string; value: ReactNode; testId: string };
  onSubmit: (event: FormEvent) => void;
  submit: { label: string; disabled: boolean; loading: boolean; color?: string };
  /** The fields; a required one is marked with Mantine's `required`. */
  children: ReactNode;
}

/** The layout of every "Add …" page: header with back link, one card with the fields, Cancel and the submit button. */
export function FormPage({ title, back, fact, onSubmit, submit, children }: FormPageProps) {
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={title} back={back} />
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={onSubmit} data-testid="form-card">
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid={fact.testId}>
            {fact.label}: <Text span fw={700} c="var(--mantine-color-text)">{fact.value}</Text>
          </Text>
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={back.to}>Cancel</Button>
            <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} disabled={submit.disabled} loading={submit.loading}
              color={submit.color}>
              {submit.label}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
