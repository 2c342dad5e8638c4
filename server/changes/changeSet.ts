import type { Change } from './change.ts';

/**
 * What one write changed, collected while its commands run: one entry per record, the changes of several
 * commands to the same record merged (their fields joined), in the order records were first changed.
 */
export class ChangeSet {
  private readonly byRecord = new Map<string, Change>();

  add(change: Change): void {
    const key = recordKey(change);
    const earlier = this.byRecord.get(key);
    this.byRecord.set(key, earlier ? merged(earlier, change) : change);
  }

  list(): Change[] {
    return [...this.byRecord.values()];
  }
}

function recordKey(change: Change): string {
  switch (change.type) {
    case 'station':
    case 'stationDeleted':
      return `station:${change.sid}`;
    case 'products':
      return `products:${change.sid}`;
    case 'issue':
    case 'issueDeleted':
      return `issue:${change.iid}`;
    case 'attachments':
      return `attachments:${change.iid}`;
    case 'actions':
      return `actions:${change.iid}`;
  }
}

function merged(earlier: Change, later: Change): Change {
  if (earlier.type === 'actions' && later.type === 'actions') {
    return { ...later, aids: [...new Set([...earlier.aids, ...later.aids])], ...(earlier.texts || later.texts ? { texts: true } : {}) };
  }
  if (earlier.type !== later.type || (later.type !== 'station' && later.type !== 'issue')) return later;
  const before = earlier as typeof later;
  const fields = before.fields && later.fields ? [...new Set([...before.fields, ...later.fields])] : undefined;
  return {
    ...later,
    ...(fields ? { fields } : { fields: undefined }),
    ...(before.created || later.created ? { created: true } : {}),
    ...(before.texts || later.texts ? { texts: true } : {}),
  };
}
