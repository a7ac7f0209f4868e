import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The screen's one h1, its subtitle and actions. It also names the tab ("Title - Course - Docket"), unless
 * a nested screen names it (documentTitle false).
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  course,
  documentTitle,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The course the screen shows, for the tab's title. */
  course?: string | undefined;
  documentTitle?: string | false;
}) {
  useDocumentTitle(
    documentTitle === false ? null : (documentTitle ?? title),
    documentTitle === false ? null : course,
  );
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
