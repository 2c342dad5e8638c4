import { Alert, Button, Container } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { errorMessage } from '../lib/api/http.ts';

export function RouteError() {
  const error = useRouteError();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Something went wrong">
        {errorMessage(error)}
        <Button mt="md" variant="light" onClick={() => window.location.reload()}>Reload</Button>
      </Alert>
    </Container>
  );
}
