import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../ui/useDocumentTitle';

export function NotFound() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <Stack>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">There is no page at {pathname}.</Text>
      <Anchor component={Link} to="/dashboard">
        Go to the dashboard
      </Anchor>
    </Stack>
  );
}
