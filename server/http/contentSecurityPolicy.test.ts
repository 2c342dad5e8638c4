import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientPolicy, contentSecurityPolicy, inlineScriptHashes } from './contentSecurityPolicy.ts';

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text as CSP wants it, and leaves scripts with src out", () => {
    // The example of the CSP specification's hash-source (and MDN's): this text hashes to this source.
    const html = `<head><script src="/x.js"></script><script>alert('Hello, world.');</script><script type="module" crossorigin src="/assets/a.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
    expect(inlineScriptHashes('<script>\na()\n</script><SCRIPT>b()</SCRIPT>')).toHaveLength(2);
    expect(inlineScriptHashes('<div>no scripts</div>')).toEqual([]);
  });
});

describe('clientPolicy', () => {
  it("allows the built page's inline scripts, follows a new build when a page is sent, and allows none without a build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-csp-'));
    try {
      const policy = clientPolicy(dir);
      expect(policy.current()).toBe(contentSecurityPolicy());
      expect(policy.current()).toContain("script-src 'self';");

      const index = path.join(dir, 'index.html');
      fs.writeFileSync(index, '<script>one()</script>');
      expect(policy.current()).toBe(contentSecurityPolicy()); // not read until a page is sent
      expect(policy.refresh()).toBe(contentSecurityPolicy(inlineScriptHashes('<script>one()</script>')));
      expect(policy.current()).toMatch(/script-src 'self' 'sha256-[\w+/]+=';/);

      fs.writeFileSync(index, '<script>two()</script>');
      fs.utimesSync(index, new Date(), new Date(Date.now() + 5000)); // a later build, whatever the clock's grain
      expect(policy.refresh()).toBe(contentSecurityPolicy(inlineScriptHashes('<script>two()</script>')));

      fs.rmSync(index);
      expect(policy.refresh()).toBeNull();
      expect(policy.current()).toBe(contentSecurityPolicy());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
