import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  children,
  action,
  page = false,
}: {
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  /** The whole page is this state (e.g. not found): its title is the page's one h1. */
  page?: boolean;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        {title && <Title order={page ? 1 : 3}>{title}</Title>}
        {children && <Text c="dimmed">{children}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
