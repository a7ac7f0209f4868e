import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <Stack>
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">There is no page at {pathname}.</Text>
      <Anchor component={Link} to="/dashboard">
        Go to the dashboard
      </Anchor>
    </Stack>
  );
}
