import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Dialog.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Button, Dialog, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api/http.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { forgetDeviceData } from '../../lib/offline/forgetDeviceData.ts';
import { reportSignedIn } from '../../lib/api/session.ts';
import { loadSocket } from '../../lib/live/socket.ts';
import { login } from './api.ts';

/**
 * Shown over the page while the session has ended (SignInAgain.tsx). It does not take the focus or block the
 * page: someone typing when it appears goes on typing where they were, and signs in when they are ready. Signing
 * in as someone else forgets the device's data of the person before and reloads the page, so that nobody's edits
 * are saved under another name.
 */
export function SignInDialog({ user }: { user: string | undefined }) {
  const [name, setName] = useState(user ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => { if (user) setName(user); }, [user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const signedIn = await login(name, password);
      if (user && signedIn.name !== user) {
        // Nothing of the other person's stays on the device (their unsaved edits do, theirs alone).
        await forgetDeviceData();
        return window.location.reload();
      }
      setPassword('');
      reportSignedIn();
      void loadSocket().then((socket) => { if (!socket.connected) socket.connect(); });
      void queryClient.invalidateQueries();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog opened position={{ top: 72, right: 12 }} size="lg" shadow="xl" withBorder radius="md" zIndex={300}
      style={{ maxWidth: 'calc(100vw - 24px)' }}
      role="dialog" aria-labelledby="sign-in-again-title" aria-modal={false}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="sign-in-again-title">Sign in again</Title>
          <Text size="sm">
            Your session has ended. Nothing you typed is lost: it stays on this page and on this device, and is saved as
            soon as you sign in.
          </Text>
          <TextInput label="User" autoComplete="username" value={name} onChange={(e) => setName(e.currentTarget.value)} required />
          <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)}
            required />
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <Button type="submit" loading={busy} disabled={!name || !password}>Sign in</Button>
        </Stack>
      </form>
    </Dialog>
  );
}
