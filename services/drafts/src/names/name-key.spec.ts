import { nameKey, rekeyed } from './name-key';

describe('nameKey: the form two names are compared in', () => {
  it('is one key for a name in any case, with look-alike letters or invisible characters', () => {
    const key = nameKey('Salah Army');
    for (const same of ['salah army', 'SALAH ARMY', 'S\u0430lah Army', 'Sal\u200bah Army', 'S\u03b1lah Army', 'Salah\u2060 Army']) {
      expect(nameKey(same)).toBe(key);
    }
  });

  it('keeps different names apart', () => {
    expect(nameKey('Salah Army')).not.toBe(nameKey('Salah Navy'));
    expect(nameKey('Café XI')).not.toBe(nameKey('Cafe XI'));
  });
});

describe('rekeyed: keys for names stored under an earlier key', () => {
  it('gives the oldest holder the key and a later look-alike the key with its id', () => {
    expect(rekeyed([{ id: 9, name: 'S\u0430lah Army' }, { id: 3, name: 'Salah Army' }, { id: 5, name: 'Other' }])).toEqual([
      { id: 3, key: nameKey('Salah Army') },
      { id: 5, key: nameKey('Other') },
      { id: 9, key: `${nameKey('Salah Army')}#9` },
    ]);
  });
});
