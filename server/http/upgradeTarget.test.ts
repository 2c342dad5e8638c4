import { describe, expect, it } from 'vitest';
import { upgradeTarget } from './upgradeTarget.ts';

describe('upgradeTarget', () => {
  it('routes Socket.IO and doc upgrades', () => {
    expect(upgradeTarget('/socket.io/?EIO=4&transport=websocket')).toEqual({ kind: 'socket.io' });
    expect(upgradeTarget('/socket.io/%')).toEqual({ kind: 'socket.io' }); // engine.io answers it itself
    expect(upgradeTarget('/yjs/station:12')).toEqual({ kind: 'collab', doc: 'station:12' });
    expect(upgradeTarget('/yjs/issue%3A7?x=1#y')).toEqual({ kind: 'collab', doc: 'issue:7' });
    expect(upgradeTarget('/yjs/')).toEqual({ kind: 'collab', doc: '' });
  });

  it('calls other paths unknown', () => {
    for (const url of ['/', '/yjs', '/yjsx/station:1', '/api/stations', '/socket.io', '/?/yjs/station:1']) {
      expect(upgradeTarget(url), url).toEqual({ kind: 'unknown' });
    }
  });

  it('calls broken targets malformed instead of throwing', () => {
    for (const url of [undefined, '', '*', 'http://[/yjs/x', 'http://localhost/yjs/station:1', '//evil/yjs/station:1',
      '/yjs/%', '/yjs/%E0%A4%A', '/yjs/%ZZ', '/yjs/%ED%A0%80', '/yjs/%C0%AF']) {
      expect(upgradeTarget(url), String(url)).toEqual({ kind: 'malformed' });
    }
  });
});
