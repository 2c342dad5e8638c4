import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Button, Center, Code, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '../../../shared/returnPath.ts';
import { Brand } from '../../components/Brand.tsx';
import { storedUser } from '../../lib/api/commonQueries.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { forgetDeviceData } from '../../lib/offline/forgetDeviceData.ts';
import { login, useLoginInfo } from './api.ts';
import classes from './LoginPage.module.css';

/** /manager/login?return=PATH: signs in and goes back to PATH (same-site paths only). */
export function LoginPage() {
  const [params] = useSearchParams();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const info = useLoginInfo();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const signedIn = await login(user, password);
      // What this device keeps belongs to whoever used it before (but their unsaved edits, which stay theirs).
      if (storedUser()?.name !== signedIn.name) await forgetDeviceData();
      window.location.assign(safeReturnPath(params.get('return')) === '/' ? '/service' : safeReturnPath(params.get('return')));
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Center component="main" mih="100vh" p="md" className={classes.page}>
      <Paper withBorder shadow="sm" p="xl" radius="lg" w={380} maw="100%">
        <form onSubmit={submit}>
          <Stack>
            <Brand to="/" />
            <Title order={1} size="h3">Sign in</Title>
            <TextInput label="User" autoComplete="username" value={user} onChange={(e) => setUser(e.currentTarget.value)} required autoFocus />
            <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} required />
            {error && <Alert color="red" role="alert">{error}</Alert>}
            <Button type="submit" loading={busy} disabled={!user || !password}>Sign in</Button>
            {info.data?.demo && (
              <Text size="sm" c="dimmed">
                Demo data: sign in as <Code>{info.data.demo.user}</Code> with password <Code>{info.data.demo.password}</Code>.
              </Text>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
