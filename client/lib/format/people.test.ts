import { describe, expect, it } from 'vitest';
import { personOf } from './people.ts';

describe('personOf', () => {
  const accounts = [{ name: 'anna', person: 'Anna Berger' }, { name: 'service', person: null }, { name: 'blank', person: '' }];

  it('names an account by its person', () => {
    expect(personOf('anna', accounts)).toBe('Anna Berger');
  });

  it('falls back to the account name for no person, an unknown account, or accounts not loaded', () => {
    expect(personOf('service', accounts)).toBe('service');
    expect(personOf('blank', accounts)).toBe('blank');
    expect(personOf('bob', accounts)).toBe('bob');
    expect(personOf('anna', undefined)).toBe('anna');
  });
});
