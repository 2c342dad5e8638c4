import postgres from 'postgres';

/** A new, empty database on the server of `adminUrl` (for one test file or server), and how to drop it. */
export async function createTestDatabase(adminUrl: string, prefix = 'stationdesk_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = () => postgres(adminUrl, { max: 1, onnotice: () => {} });
  const creator = admin();
  await creator.unsafe(`create database ${name}`);
  await creator.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = admin();
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
