import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

/** An honest panel for a screen whose feature arrives in a later version of Docket. */
export function ComingSoon({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
      <Paper withBorder p="lg" radius="md" role="status">
        <Text fw={600}>Coming in a later version</Text>
        <Text size="sm" c="dimmed">
          This part of Docket is not built yet. Everything you create elsewhere is kept on this device and
          will be here when it arrives.
        </Text>
        {children}
      </Paper>
    </Stack>
  );
}
