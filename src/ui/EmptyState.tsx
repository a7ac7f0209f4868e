import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  children,
  action,
}: {
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        {title && <Title order={3}>{title}</Title>}
        {children && <Text c="dimmed">{children}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
